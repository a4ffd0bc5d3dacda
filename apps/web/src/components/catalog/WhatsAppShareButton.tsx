import { WhatsAppIcon } from './WhatsAppIcon';
import { whatsappShareUrl } from './whatsapp';

/** Opens WhatsApp with a ready message; the devotee chooses whom to send it to. */
export function WhatsAppShareButton({
  text,
  label,
  className = '',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={whatsappShareUrl(text)}
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
