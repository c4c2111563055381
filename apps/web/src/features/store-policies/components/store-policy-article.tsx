import type { StorePolicySlug } from '@shop/contracts';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useStorePolicy } from '../api/store-policies';
import { STORE_POLICY_MESSAGES as M } from '../messages';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A store policy as the artist wrote it (Markdown, raw HTML shown as text). */
export function StorePolicyArticle({ slug }: { slug: StorePolicySlug }) {
  const policy = useStorePolicy(slug);
  if (policy.isPending) return <LoadingState text={M.pageLoading} className="py-16" />;
  if (policy.isError) return <ErrorState title={M.pageLoadFailed} onRetry={() => void policy.refetch()} />;
  return (
    <article aria-label={policy.data.title}>
      <MarkdownView markdown={policy.data.markdown} />
      {policy.data.updatedAt ? (
        <p className="mt-10 text-sm text-neutral-500">
          {M.updated(dateFormat.format(new Date(policy.data.updatedAt)))}
        </p>
      ) : null}
    </article>
  );
}
