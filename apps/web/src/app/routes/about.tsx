import { PageHeader } from '../../components/layouts/page-header';
import { AboutPageArticle, STORE_POLICY_MESSAGES as M } from '../../features/store-policies';

/** /about: the page the artist writes about themselves in the dashboard's Settings. */
export default function AboutPage() {
  return (
    <main className="pb-16">
      <PageHeader title={M.aboutTitle} />
      <div className="mx-auto w-full max-w-3xl px-4">
        <AboutPageArticle />
      </div>
    </main>
  );
}
