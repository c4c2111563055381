import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useAboutPage } from '../api/about-page';
import { STORE_POLICY_MESSAGES as M } from '../messages';

/** The artist's About page as they wrote it, or a plain word that there is none yet. */
export function AboutPageArticle() {
  const page = useAboutPage();
  if (page.isPending) return <LoadingState text={M.pageLoading} className="py-16" />;
  if (page.isError) return <ErrorState title={M.pageLoadFailed} onRetry={() => void page.refetch()} />;
  if (page.data.markdown === '') {
    return (
      <div role="status" className="space-y-2 py-8 text-neutral-300">
        <p>{M.aboutEmpty}</p>
        <p className="text-sm text-neutral-400">
          {M.aboutEmptyHint}{' '}
          <Link to={paths.contact} className="text-violet-300 underline underline-offset-4">
            {M.aboutContactLink}
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <article aria-label={M.aboutTitle}>
      <MarkdownView markdown={page.data.markdown} />
    </article>
  );
}
