import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { galleryMessages } from '../messages';

/**
 * The shop header's search, a real GET form to /search?q= (it works before the
 * JavaScript has loaded); with it, the app navigates without reloading.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const m = galleryMessages.search;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(q.length > 0 ? `${paths.search}?${new URLSearchParams({ q }).toString()}` : paths.search);
  };

  return (
    <form role="search" action={paths.search} method="get" onSubmit={onSubmit} className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {m.label}
      </label>
      <input
        id={id}
        key={params.get('q') ?? ''}
        name="q"
        type="search"
        defaultValue={params.get('q') ?? ''}
        placeholder={m.placeholder}
        maxLength={200}
        className="h-9 w-24 min-w-0 rounded-l-md border border-neutral-700 bg-neutral-900 px-2 text-sm text-neutral-100 placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-violet-400 sm:w-44"
      />
      <button
        type="submit"
        className="flex h-9 items-center rounded-r-md border border-l-0 border-neutral-700 px-2 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{m.submit}</span>
      </button>
    </form>
  );
}
