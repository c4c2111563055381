import { packPickMessages as m } from '../messages';

/** Stands where the download links will be while a pack's works are still to be chosen. */
export function PicksFirstNote({ remaining }: { remaining: number }) {
  return (
    <div className="rounded-lg border border-violet-700 bg-violet-950/40 p-4">
      <p className="font-semibold text-violet-100">{m.chooseTitle}</p>
      <p className="text-sm text-violet-100">{m.choose(remaining)}</p>
    </div>
  );
}
