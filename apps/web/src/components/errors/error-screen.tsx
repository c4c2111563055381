import { errorMessages } from './messages';

/** SPEC §2: the generic fallback when a page crashes. */
export function ErrorScreen() {
  return (
    <main role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{errorMessages.crashTitle}</h1>
      <p className="text-neutral-400">{errorMessages.crashText}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-violet-600 px-4 py-2 font-medium text-white hover:bg-violet-500"
      >
        {errorMessages.refresh}
      </button>
    </main>
  );
}
