/** How many of these artworks OCR has finished (processed or failed), and how many failed. */
export async function ocrProgress(stack, ids) {
  const { rows } = await stack.db.query(
    `select count(*) filter (where ocr_status in ('processed', 'failed'))::int as done,
            count(*) filter (where ocr_status = 'failed')::int as failed
       from catalog.artworks where id = any($1::uuid[])`,
    [ids],
  );
  return rows[0];
}
