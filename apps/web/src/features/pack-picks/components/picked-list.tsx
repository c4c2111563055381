import type { PickedWork } from '@shop/contracts';
import { packPickMessages as m } from '../messages';

/** The works already chosen for a pack, by title. */
export function PickedList({ picked }: { picked: readonly PickedWork[] }) {
  if (picked.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-neutral-300">{m.pickedHeading}</h3>
      <ul className="mt-1 list-inside list-disc text-sm text-neutral-400">
        {picked.map((work) => (
          <li key={work.artworkId}>{work.title}</li>
        ))}
      </ul>
    </div>
  );
}
