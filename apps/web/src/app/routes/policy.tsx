import type { StorePolicySlug } from '@shop/contracts';
import { PageHeader } from '../../components/layouts/page-header';
import { LibraryPolicyNote } from '../../features/library';
import { STORE_POLICY_MESSAGES as M, StorePolicyArticle } from '../../features/store-policies';

/** /policies/<slug>, a store policy the artist edits in the dashboard. */
export default function PolicyPage({ slug }: { slug: StorePolicySlug }) {
  return (
    <main className="pb-16">
      <PageHeader title={M.title(slug)} />
      <div className="mx-auto w-full max-w-3xl px-4">
        <StorePolicyArticle slug={slug} />
        {/* The terms and the FAQ state what the artist chose for links past their 30 days. */}
        {slug === 'terms' || slug === 'faq' ? <LibraryPolicyNote /> : null}
      </div>
    </main>
  );
}
