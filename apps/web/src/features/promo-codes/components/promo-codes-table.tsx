import { PROMO_CODE, type PromoCode } from '@shop/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmPrompt } from '../../../components/ui/confirm-prompt';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { useShopTime } from '../../../lib/dates';
import { PROMO_MESSAGES } from '../messages';

const M = PROMO_MESSAGES.panel;
function discountText(code: PromoCode): string {
  const off = code.kind === 'percent' ? M.percentOff(code.percentOff ?? 0) : M.amountOff(code.amountOff ?? '0.00');
  return code.oncePerBuyer ? `${off}, ${M.firstOrderOnly}` : off;
}

function validText(code: PromoCode, day: (iso: string) => string): string {
  if (code.startsAt && code.endsAt) return M.between(day(code.startsAt), day(code.endsAt));
  if (code.startsAt) return M.from(day(code.startsAt));
  if (code.endsAt) return M.until(day(code.endsAt));
  return M.always;
}

/** Only a code no order took (captured or at checkout) can go; LAUNCH30 stays. */
const deletable = (code: PromoCode) => code.uses === 0 && code.reserved === 0 && code.code !== PROMO_CODE;

interface Actions {
  busyId: string | null;
  onToggle: (code: PromoCode) => void;
  onEdit: (code: PromoCode) => void;
  onDelete: (code: PromoCode) => void;
}

/** Delete, asked first. */
function DeleteButton({ code, busy, onDelete }: { code: PromoCode; busy: boolean; onDelete: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const label = `${M.delete} ${code.code}`;
  if (isConfirming) {
    return (
      <ConfirmPrompt
        label={label}
        question={M.deleteConfirm(code.code)}
        confirmLabel={M.deleteConfirmButton}
        cancelLabel={M.cancel}
        isPending={busy}
        onConfirm={() => {
          onDelete();
          setIsConfirming(false);
        }}
        onCancel={() => setIsConfirming(false)}
      />
    );
  }
  return (
    <Button variant="ghost" size="sm" disabled={busy} aria-label={label} onClick={() => setIsConfirming(true)}>
      {M.delete}
    </Button>
  );
}

function columns(
  { busyId, onToggle, onEdit, onDelete }: Actions,
  day: (iso: string) => string,
): DataColumn<PromoCode>[] {
  return [
    { header: M.columns.code, cell: (code) => code.code, cellClassName: 'font-mono' },
    { header: M.columns.discount, cell: discountText },
    { header: M.columns.valid, cell: (code) => validText(code, day) },
    {
      header: M.columns.uses,
      align: 'right',
      cell: (code) => (
        <>
          <div>{M.uses(code.uses, code.usageLimit)}</div>
          {code.reserved > 0 ? <div className="text-xs text-neutral-400">{M.reserved(code.reserved)}</div> : null}
        </>
      ),
    },
    { header: M.columns.discountTotal, align: 'right', cell: (code) => `$${code.discountTotal}` },
    { header: M.columns.status, cell: (code) => (code.active ? M.active : M.inactive) },
    {
      header: M.columns.actions,
      cell: (code) => (
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" aria-label={M.editLabel(code.code)} onClick={() => onEdit(code)}>
            {M.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busyId === code.id}
            aria-label={`${code.active ? M.deactivate : M.activate} ${code.code}`}
            onClick={() => onToggle(code)}
          >
            {code.active ? M.deactivate : M.activate}
          </Button>
          {deletable(code) ? (
            <DeleteButton code={code} busy={busyId === code.id} onDelete={() => onDelete(code)} />
          ) : null}
        </div>
      ),
    },
  ];
}

/** Every code with its terms, uses against its limit and what it gave away; buttons to edit, (de)activate and delete. */
export function PromoCodesTable({ codes, ...actions }: Actions & { codes: PromoCode[] }) {
  const time = useShopTime();
  return <DataTable rows={codes} columns={columns(actions, time.day)} rowKey={(code) => code.id} label={M.heading} />;
}
