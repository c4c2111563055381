import type { StorePolicySlug } from '@shop/contracts';
import { PageHeader } from '../../components/layouts/page-header';
import { STORE_POLICY_MESSAGES as M, StorePolicyArticle } from '../../features/store-policies';

/** Issue #25: /policies/<slug>, a store policy the artist edits in the dashboard. */
export default function PolicyPage({ slug }: { slug: StorePolicySlug }) {
  return (
    <main className="pb-16">
      <PageHeader title={M.title(slug)} />
      <div className="mx-auto w-full max-w-3xl px-4">
        <StorePolicyArticle slug={slug} />
      </div>
    </main>
  );
}
