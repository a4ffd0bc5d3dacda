import { WhatsAppIcon } from '../../../../components/catalog/WhatsAppIcon';
import { SUPPORT } from '../../../../lib/support';
import { usePujasT } from '../../i18n';

/** Chat with support about this puja; sits above the mobile sticky bar while that is shown. */
export function FloatingWhatsApp({ pujaTitle, raised }: { pujaTitle: string; raised: boolean }) {
  const { t } = usePujasT();
  return (
    <a
      href={SUPPORT.whatsappHref(t('details.askWhatsapp', { title: pujaTitle }))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('details.chatLabel')}
      title={t('details.chatLabel')}
      className={`fixed right-4 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-success text-white shadow-raised ring-4 ring-white transition-[bottom] duration-300 hover:bg-[#116530] md:right-6 md:bottom-6 ${
        raised ? 'bottom-[calc(5.5rem+env(safe-area-inset-bottom))]' : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]'
      }`}
    >
      <WhatsAppIcon className="h-7 w-7" />
    </a>
  );
}
