import { PageHeader } from '../../components/layouts/page-header';
import { InfoCard } from '../../components/ui/info-card';
import { ContactForm, contactMessages as m } from '../../features/contact';

export default function ContactPage() {
  return (
    <main className="pb-12">
      <PageHeader title={m.title} intro={m.intro} backLabel={m.backToGallery} />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <div className="space-y-6">
          {m.sections.map((section) => (
            <InfoCard key={section.title} title={section.title} text={section.text} />
          ))}
        </div>
      </div>
    </main>
  );
}
