import { PACK_PICKER_ANCHOR } from '@shop/contracts';
import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { linkButtonClass } from '../../../components/ui/link-button';
import { packPickMessages as m } from '../messages';

/**
 * Stands where the download links will be while a pack's works are still to be chosen (issue
 * #25): "Choose your N artworks" and a link to the picker, on this page (`#choose-artworks`) or,
 * from the receipt, on the order page (`pickerHref`).
 */
export function PicksFirstNote({ remaining, pickerHref }: { remaining: number; pickerHref?: string }) {
  const linkClass = linkButtonClass('primary', 'mt-3 inline-flex items-center gap-2');
  return (
    <div className="rounded-lg border border-violet-700 bg-violet-950/40 p-4">
      <p className="font-semibold text-violet-100">{m.chooseTitle(remaining)}</p>
      <p className="text-sm text-violet-100">{m.choose}</p>
      {pickerHref ? (
        <Link to={pickerHref} className={linkClass}>
          {m.openPicker}
        </Link>
      ) : (
        <a href={`#${PACK_PICKER_ANCHOR}`} className={linkClass}>
          <ArrowDown className="h-4 w-4" aria-hidden />
          {m.openPicker}
        </a>
      )}
    </div>
  );
}
