import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errorMessages } from './messages';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{errorMessages.notFoundTitle}</h1>
      <p className="text-neutral-400">{errorMessages.notFoundText}</p>
      <Link to={paths.home} className="rounded-md bg-violet-600 px-4 py-2 font-medium text-white hover:bg-violet-500">
        {errorMessages.backHome}
      </Link>
    </main>
  );
}
