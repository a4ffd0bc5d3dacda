import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { useTitle } from '../../../lib/use-title';
import { ContactCards, EmergencyCall } from '../components/ContactCards';
import { ContactForm } from '../components/ContactForm';
import { usePagesT } from '../i18n/index';

/** Spec part 3 § 2 (Contact): the form, the contact cards and an emergency call button. */
export default function ContactPage() {
  const { t } = usePagesT();
  useTitle(t('contact.title'));
  return (
    <>
      <PageHero eyebrow={t('contact.title')} title={t('contact.heading')} subtitle={t('contact.subtitle')} />
      <div className="container-page py-8 md:py-12">
        <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <section aria-labelledby="contact-write">
            <SectionHeading id="contact-write" title={t('contact.writeTitle')} subtitle={t('contact.writeSubtitle')} />
            <ContactForm source="contact-us" />
          </section>
          <aside aria-labelledby="contact-reach">
            <SectionHeading id="contact-reach" title={t('contact.reachTitle')} />
            <div className="space-y-4">
              <ContactCards />
              <EmergencyCall />
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
