import type { PromoCode } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { PROMO_MESSAGES } from '../messages';

const M = PROMO_MESSAGES.panel;
const cell = 'px-3 py-2 text-left';
const day = (iso: string) => iso.slice(0, 10);

function discountText(code: PromoCode): string {
  const off = code.kind === 'percent' ? M.percentOff(code.percentOff ?? 0) : M.amountOff(code.amountOff ?? '0.00');
  return code.oncePerBuyer ? `${off}, ${M.firstOrderOnly}` : off;
}

function validText(code: PromoCode): string {
  if (code.startsAt && code.endsAt) return M.between(day(code.startsAt), day(code.endsAt));
  if (code.startsAt) return M.from(day(code.startsAt));
  if (code.endsAt) return M.until(day(code.endsAt));
  return M.always;
}

/** Every code with its terms, uses against its limit and what it gave away; one button to (de)activate. */
export function PromoCodesTable({
  codes,
  busyId,
  onToggle,
}: {
  codes: PromoCode[];
  busyId: string | null;
  onToggle: (code: PromoCode) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table className="w-full text-sm" aria-label={M.heading}>
        <thead className="bg-neutral-900 text-neutral-400">
          <tr>
            <th className={cell}>{M.columns.code}</th>
            <th className={cell}>{M.columns.discount}</th>
            <th className={cell}>{M.columns.valid}</th>
            <th className={`${cell} text-right`}>{M.columns.uses}</th>
            <th className={`${cell} text-right`}>{M.columns.discountTotal}</th>
            <th className={cell}>{M.columns.status}</th>
            <th className={cell}>{M.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id} className="border-t border-neutral-800">
              <td className={`${cell} font-mono`}>{code.code}</td>
              <td className={cell}>{discountText(code)}</td>
              <td className={cell}>{validText(code)}</td>
              <td className={`${cell} text-right`}>
                <div>{M.uses(code.uses, code.usageLimit)}</div>
                {code.reserved > 0 ? <div className="text-xs text-neutral-400">{M.reserved(code.reserved)}</div> : null}
              </td>
              <td className={`${cell} text-right`}>${code.discountTotal}</td>
              <td className={cell}>{code.active ? M.active : M.inactive}</td>
              <td className={cell}>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busyId === code.id}
                  aria-label={`${code.active ? M.deactivate : M.activate} ${code.code}`}
                  onClick={() => onToggle(code)}
                >
                  {code.active ? M.deactivate : M.activate}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
