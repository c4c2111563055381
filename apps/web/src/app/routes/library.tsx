import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/status-views';
import {
  LIBRARY_MESSAGES as m,
  LibraryOrders,
  LibrarySignInForm,
  useCloseLibrary,
  useLibrary,
  useOpenLibrary,
} from '../../features/library';
import { ApiError } from '../../lib/api-client';

/** The sign-in token of an e-mailed link (`/library#token=…`): a fragment, so it reaches no server log or Referer. */
function takeTokenFromHash(): string | undefined {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? undefined;
  if (token !== undefined) {
    // Spent on first use: a reload or a shared address bar must not try it again.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return token;
}

/**
 * /library: signs the browser in with the e-mailed link (once), then lists the
 * address's orders; without a session it asks for an address and e-mails a sign-in link.
 */
export default function LibraryPage() {
  const [token] = useState(takeTokenFromHash);
  const open = useOpenLibrary();
  const opened = useRef(false);
  useEffect(() => {
    // Once per page, StrictMode's second effect run included: the link works only once.
    if (token === undefined || opened.current) return;
    opened.current = true;
    open.mutate(token);
  }, [token, open]);
  const isOpening = token !== undefined && (open.isIdle || open.isPending);
  const library = useLibrary(!isOpening);
  const close = useCloseLibrary();

  return (
    <main className="pb-12">
      <PageHeader title={m.title} intro={m.intro} />
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4">
        {open.isError ? (
          <p role="alert" className="rounded-md bg-red-950 px-4 py-3 text-red-200 ring-1 ring-red-800">
            <strong className="block">{m.linkFailedTitle}</strong>
            {open.error instanceof ApiError && open.error.status < 500 ? open.error.serverMessage : m.openFailed}
          </p>
        ) : null}
        {isOpening || library.isPending ? (
          <LoadingState text={isOpening ? m.opening : m.loading} />
        ) : library.isError ? (
          <ErrorState title={m.loadFailed} onRetry={() => void library.refetch()} />
        ) : library.data === null ? (
          <LibrarySignInForm />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-neutral-300">{m.signedInAs(library.data.email)}</p>
              <Button variant="outline" size="sm" disabled={close.isPending} onClick={() => close.mutate()}>
                <LogOut className="h-4 w-4" aria-hidden />
                {m.signOut}
              </Button>
            </div>
            <LibraryOrders library={library.data} />
          </>
        )}
      </div>
    </main>
  );
}
