import type { Artwork } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { artworkKeys } from '../../../lib/query-keys';
import { publishArtwork } from '../api/publish-artwork';
import { updateArtwork } from '../api/update-artwork';
import { EDIT_MESSAGES } from '../edit-messages';
import { describeChanges } from '../lib/describe-changes';
import {
  editFormValues,
  validateEditForm,
  validatePublishForm,
  type EditFormErrors,
  type EditFormValues,
} from '../lib/edit-form';
import { errorMessage } from '../lib/error-message';
import { CategorySelect } from './category-select';

export interface EditArtworkDialogProps {
  artwork: Artwork;
  onClose: () => void;
  onChanged?: () => void;
}

/**
 * Edit one artwork's title, description, category, price, compare-at price and sale
 * flag (PATCH /api/artworks/:id).
 */
export function EditArtworkDialog({ artwork, onClose, onChanged }: EditArtworkDialogProps) {
  const [values, setValues] = useState<EditFormValues>(() => editFormValues(artwork));
  const [errors, setErrors] = useState<EditFormErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const ids = { title: useId(), description: useId(), price: useId(), compareAt: useId(), forSale: useId() };
  const queryClient = useQueryClient();
  const finish = async (title: string, description: string) => {
    toast({ title, description });
    onChanged?.();
    onClose();
    await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
  };
  // Its own mutation, not useUpdateArtwork: the toast names what changed.
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateArtwork>[1]) => updateArtwork(artwork.id, body),
    onSuccess: (saved, body) => finish(EDIT_MESSAGES.savedTitle(saved.title), describeChanges(body)),
  });

  // "Publish for sale": the price, the other edits, on sale and approved in one call.
  const publish = useMutation({
    mutationFn: (body: Parameters<typeof publishArtwork>[1]) => publishArtwork(artwork.id, body),
    onSuccess: (published, body) =>
      finish(EDIT_MESSAGES.publishedTitle(published.title), EDIT_MESSAGES.publishedDescription(body.price)),
  });
  const isPublished = artwork.status === 'approved' && artwork.isForSale;
  const isPending = save.isPending || publish.isPending;
  const failure = save.error ?? publish.error;

  const publishNow = () => {
    const checked = validatePublishForm(artwork, values);
    setErrors(checked.errors);
    setNotice(null);
    if (checked.body) publish.mutate(checked.body);
  };

  const set = <Key extends keyof EditFormValues>(key: Key, value: EditFormValues[Key]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateEditForm(artwork, values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    if (Object.keys(checked.body).length === 0) {
      setNotice(EDIT_MESSAGES.nothingChanged);
      return;
    }
    setNotice(null);
    save.mutate(checked.body);
  };

  const errorText = (id: string, text: string | undefined) =>
    text === undefined ? null : (
      <p id={`${id}-error`} className="text-sm text-red-300">
        {text}
      </p>
    );

  return (
    <Dialog
      onClose={onClose}
      title={EDIT_MESSAGES.editTitle(artwork.title)}
      description={EDIT_MESSAGES.editDescription}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id={ids.title} label={EDIT_MESSAGES.titleLabel}>
          <input
            id={ids.title}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            aria-invalid={errors.title !== undefined}
            aria-describedby={errors.title === undefined ? undefined : `${ids.title}-error`}
            className={inputClass}
          />
        </Field>
        {errorText(ids.title, errors.title)}
        <Field id={ids.description} label={EDIT_MESSAGES.descriptionLabel}>
          <textarea
            id={ids.description}
            rows={4}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            aria-invalid={errors.description !== undefined}
            aria-describedby={`${ids.description}-hint${errors.description === undefined ? '' : ` ${ids.description}-error`}`}
            className={inputClass}
          />
        </Field>
        <p id={`${ids.description}-hint`} className="text-xs text-neutral-400">
          {EDIT_MESSAGES.descriptionHint(values.description.trim().length)}
        </p>
        {errorText(ids.description, errors.description)}
        <CategorySelect value={values.category} onChange={(category) => set('category', category)} />
        <Field id={ids.price} label={EDIT_MESSAGES.priceLabel}>
          <input
            id={ids.price}
            inputMode="decimal"
            placeholder="19.99"
            value={values.price}
            onChange={(event) => set('price', event.target.value)}
            aria-invalid={errors.price !== undefined}
            aria-describedby={`${ids.price}-hint${errors.price === undefined ? '' : ` ${ids.price}-error`}`}
            className={inputClass}
          />
        </Field>
        <p id={`${ids.price}-hint`} className="text-xs text-neutral-400">
          {EDIT_MESSAGES.priceHint}
        </p>
        {errorText(ids.price, errors.price)}
        <Field id={ids.compareAt} label={EDIT_MESSAGES.compareAtLabel}>
          <input
            id={ids.compareAt}
            inputMode="decimal"
            placeholder="29.99"
            value={values.compareAtPrice}
            onChange={(event) => set('compareAtPrice', event.target.value)}
            aria-invalid={errors.compareAtPrice !== undefined}
            aria-describedby={`${ids.compareAt}-hint${errors.compareAtPrice === undefined ? '' : ` ${ids.compareAt}-error`}`}
            className={inputClass}
          />
        </Field>
        <p id={`${ids.compareAt}-hint`} className="text-xs text-neutral-400">
          {EDIT_MESSAGES.compareAtHint}
        </p>
        {errorText(ids.compareAt, errors.compareAtPrice)}
        <div className="flex items-center gap-2">
          <input
            id={ids.forSale}
            type="checkbox"
            checked={values.isForSale}
            onChange={(event) => set('isForSale', event.target.checked)}
            aria-invalid={errors.isForSale !== undefined}
            aria-describedby={errors.isForSale === undefined ? undefined : `${ids.forSale}-error`}
            className="h-4 w-4 accent-violet-500"
          />
          <label htmlFor={ids.forSale} className="text-sm font-medium">
            {EDIT_MESSAGES.forSaleLabel}
          </label>
        </div>
        {errorText(ids.forSale, errors.isForSale)}
        {notice === null ? null : (
          <p role="status" className="text-sm text-neutral-300">
            {notice}
          </p>
        )}
        {failure ? (
          <div role="alert" className="rounded-md border border-red-900 bg-red-950/40 p-3 text-sm text-red-200">
            <p className="font-medium">{EDIT_MESSAGES.saveFailedTitle}</p>
            <p>{errorMessage(failure)}</p>
          </div>
        ) : null}
        {isPublished ? null : <p className="text-xs text-neutral-400">{EDIT_MESSAGES.publishHint}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {EDIT_MESSAGES.cancel}
          </Button>
          <Button type="submit" variant={isPublished ? undefined : 'secondary'} disabled={isPending}>
            {save.isPending ? EDIT_MESSAGES.saving : EDIT_MESSAGES.save}
          </Button>
          {isPublished ? null : (
            <Button type="button" disabled={isPending} onClick={publishNow}>
              {publish.isPending ? EDIT_MESSAGES.publishing : EDIT_MESSAGES.publish}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
