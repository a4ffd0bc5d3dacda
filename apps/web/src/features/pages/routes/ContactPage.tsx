import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { useTitle } from '../../../lib/use-title';
import { ContactCards, EmergencyCall } from '../components/ContactCards';
import { ContactForm } from '../components/ContactForm';

/** Spec part 3 § 2 (Contact): the form, the contact cards and an emergency call button. */
export default function ContactPage() {
  useTitle('Contact Us');
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="We are here to help"
        subtitle="A question about a booking, a donation or your prasad? Write to us, or call our seva team in Varanasi."
      />
      <div className="container-page py-8 md:py-12">
        <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <section aria-labelledby="contact-write">
            <SectionHeading
              id="contact-write"
              title="Send us a message"
              subtitle="Tell us how we can help — we read every message."
            />
            <ContactForm source="contact-us" />
          </section>
          <aside aria-labelledby="contact-reach">
            <SectionHeading id="contact-reach" title="Other ways to reach us" />
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
