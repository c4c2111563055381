import type { CreatePromoCodeBody, PromoCode } from '@shop/contracts';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { HeadedSection } from '../../../components/ui/headed-section';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-views';
import { toast } from '../../../components/ui/use-toast';
import { usePromoCodes, useSavePromoCode } from '../api/promo-codes';
import { promoRefusal } from '../api/quote';
import { PROMO_MESSAGES } from '../messages';
import { PromoCodeForm, toUpdateBody } from './promo-code-form';
import { PromoCodesTable } from './promo-codes-table';

const M = PROMO_MESSAGES.panel;

/** The dashboard's "Promo codes" tab: the codes with their uses, and a form for a new one. */
export function PromoCodesPanel() {
  const codes = usePromoCodes();
  const { create, update, remove } = useSavePromoCode();
  const [createError, setCreateError] = useState<string | null>(null);
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const [editError, setEditError] = useState<string | null>(null);

  async function onCreate(body: CreatePromoCodeBody): Promise<boolean> {
    setCreateError(null);
    try {
      const created = await create.mutateAsync(body);
      toast({ title: PROMO_MESSAGES.form.created(created.code) });
      return true;
    } catch (error) {
      setCreateError(promoRefusal(error, PROMO_MESSAGES.form.createFailed).message);
      return false;
    }
  }

  async function onEdit(code: PromoCode, body: CreatePromoCodeBody): Promise<boolean> {
    setEditError(null);
    try {
      const saved = await update.mutateAsync({ id: code.id, body: toUpdateBody(body) });
      toast({ title: M.saved(saved.code) });
      setEditing(null);
      return true;
    } catch (error) {
      setEditError(promoRefusal(error, M.changeFailed).message);
      return false;
    }
  }

  function startEditing(code: PromoCode) {
    setEditError(null);
    setEditing(code);
  }

  function onDelete(code: PromoCode) {
    remove.mutate(code, {
      onSuccess: () => toast({ title: M.deleted(code.code) }),
      onError: (error) =>
        toast({
          title: M.deleteFailed,
          description: promoRefusal(error, M.deleteFailed).message,
          variant: 'destructive',
        }),
    });
  }

  function onToggle(code: PromoCode) {
    update.mutate(
      { id: code.id, body: { active: !code.active } },
      {
        onSuccess: (changed) =>
          toast({ title: changed.active ? M.activated(changed.code) : M.deactivated(changed.code) }),
        onError: (error) =>
          toast({
            title: M.changeFailed,
            description: promoRefusal(error, M.changeFailed).message,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <HeadedSection
      heading={M.heading}
      headingId="promo-codes-heading"
      headingClassName="text-2xl font-semibold"
      className="space-y-6"
      headerClassName="space-y-1"
      aside={<p className="text-neutral-300">{M.intro}</p>}
    >
      {codes.isPending ? (
        <LoadingState text={M.loading} />
      ) : codes.isError ? (
        <ErrorState
          title={M.errorTitle}
          error={codes.error}
          onRetry={() => void codes.refetch()}
          retryLabel={M.retry}
        />
      ) : codes.data.length === 0 ? (
        <EmptyState title={M.emptyTitle} text={M.emptyText} />
      ) : (
        <PromoCodesTable
          codes={codes.data}
          busyId={
            update.isPending ? (update.variables?.id ?? null) : remove.isPending ? (remove.variables?.id ?? null) : null
          }
          onToggle={onToggle}
          onEdit={startEditing}
          onDelete={onDelete}
        />
      )}
      <PromoCodeForm pending={create.isPending} serverError={createError} onSubmit={onCreate} />
      {editing ? (
        <Dialog title={PROMO_MESSAGES.form.editHeading(editing.code)} onClose={() => setEditing(null)}>
          <PromoCodeForm
            key={editing.id}
            editing={editing}
            pending={update.isPending}
            serverError={editError}
            onSubmit={(body) => onEdit(editing, body)}
          />
        </Dialog>
      ) : null}
    </HeadedSection>
  );
}
