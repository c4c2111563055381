import { PageHeader } from '../../components/layouts/page-header';
import { ContactForm, contactMessages as m } from '../../features/contact';

export default function ContactPage() {
  return (
    <main className="pb-12">
      <PageHeader title={m.title} intro={m.intro} backLabel={m.backToGallery} />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <div className="space-y-6">
          {m.sections.map((section) => (
            <section key={section.title} className="rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800">
              <h2 className="text-lg font-semibold">{section.title}</h2>
              <p className="mt-2 text-neutral-300">{section.text}</p>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
