import { useEffect, useRef, type MouseEvent } from 'react';
import { WhatsAppIcon } from './WhatsAppIcon';
import { shareHref, shareTitle, type ShareItem } from './whatsapp';
import { useCatalogT } from './i18n';

/**
 * Opens WhatsApp with a ready message about `item` and the link to its page at `path`; the
 * devotee chooses whom to send it to.
 *
 * The render reads neither `window` nor the clock, so the server's HTML and the first client
 * render agree. After mount the link is made absolute in place (a long-press "copy link" gets the
 * full message), and a click rebuilds it with the time of the click, so a stream that has gone
 * live since says so. Neither re-renders anything.
 */
export function WhatsAppShareButton({
  item,
  path,
  className = '',
}: {
  item: ShareItem;
  path: string;
  className?: string;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  // The message is in the reader's language: a change of language re-renders it.
  const { t } = useCatalogT();
  const href = shareHref(item, path);
  const label = t('share.button', { title: shareTitle(item) });
  const current = () => shareHref(item, path, window.location.origin, Date.now());

  useEffect(() => {
    if (ref.current) ref.current.href = current();
    // `href` changes exactly when the message or path does: then the absolute link is rebuilt.
  }, [href]);

  // The browser follows the link after the click handlers, so the fresh href is the one opened.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = current();
  };

  return (
    <a
      ref={ref}
      href={href}
      onClick={onClick}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border-2 border-success/30 bg-white text-success transition-colors hover:border-success hover:bg-success/5 ${className}`}
    >
      <WhatsAppIcon className="h-5 w-5" />
    </a>
  );
}
