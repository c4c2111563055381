import { type Artwork, type BatchChanges, CategorySchema } from '@shop/contracts';

export interface BatchRequest {
  ids: string[];
  changes: BatchChanges;
}

/** The values of the fields a batch changes, as each work had them before. */
function previousValues(artwork: Artwork, fields: readonly (keyof BatchChanges)[]): BatchChanges {
  const values: BatchChanges = {};
  for (const field of fields) {
    if (field === 'price') values.price = artwork.price;
    if (field === 'isForSale') values.isForSale = artwork.isForSale;
    if (field === 'category') {
      // A legacy category outside the list cannot be sent back; the work keeps the new one.
      const category = CategorySchema.safeParse(artwork.category);
      if (category.success) values.category = category.data;
    }
    if (field === 'status') values.status = artwork.status;
  }
  return values;
}

/**
 * What puts each work back as it was before `changes`: the works grouped by their previous values
 * of the changed fields, one batch per group (a dozen works rarely have more than a few).
 */
export function undoRequests(before: readonly Artwork[], changes: BatchChanges): BatchRequest[] {
  const fields = Object.keys(changes) as (keyof BatchChanges)[];
  const groups = new Map<string, BatchRequest>();
  for (const artwork of before) {
    const values = previousValues(artwork, fields);
    const key = JSON.stringify(fields.map((field) => values[field] ?? null));
    const group = groups.get(key);
    if (group) group.ids.push(artwork.id);
    else groups.set(key, { ids: [artwork.id], changes: values });
  }
  return [...groups.values()];
}
