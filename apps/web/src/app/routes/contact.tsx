import { PageHeader } from '../../components/layouts/page-header';
import { InfoCard } from '../../components/ui/info-card';
import { ContactForm, contactMessages as m } from '../../features/contact';
import { useShopName, useShownShopIdentity } from '../../features/shop-identity/api/shop-identity-query';

/** The About card names the artist's shop and, when set, its support address. */
function AboutCard() {
  const shopName = useShopName();
  const supportEmail = useShownShopIdentity()?.supportEmail;
  return (
    <InfoCard title={m.about.title} text={m.about.text(shopName)}>
      {supportEmail ? (
        <p className="mt-2 text-neutral-300">
          <a
            href={`mailto:${supportEmail}`}
            className="underline underline-offset-4 hover:text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400"
          >
            {m.about.support(supportEmail)}
          </a>
        </p>
      ) : null}
    </InfoCard>
  );
}

export default function ContactPage() {
  return (
    <main className="pb-12">
      <PageHeader title={m.title} intro={m.intro} backLabel={m.backToGallery} />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <div className="space-y-6">
          <AboutCard />
          {m.sections.map((section) => (
            <InfoCard key={section.title} title={section.title} text={section.text} />
          ))}
        </div>
      </div>
    </main>
  );
}
