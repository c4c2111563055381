import { describe, expect, it } from 'vitest';
import { buildArtwork } from '../../../testing/admin-api-stub';
import { catalogToCsv, catalogToJson, EXPORT_COLUMNS, exportFilename } from './export-catalog';

describe('catalog export', () => {
  it('writes a header and one CSV row per artwork, quoting what needs it', () => {
    const artwork = buildArtwork({
      id: 'a1',
      title: 'Sale, "Grand"',
      ocrText: 'line one\nline two',
      ocrErrors: ['Possible misspelling: "Grnad"', 'Possible misspelling: "Slae"'],
      price: '14.99',
    });
    const [header, row, end] = catalogToCsv([artwork]).split('\r\n');
    expect(header).toBe(EXPORT_COLUMNS.join(','));
    expect(row).toContain('"Sale, ""Grand"""');
    expect(row).toContain('14.99');
    expect(catalogToCsv([artwork])).toContain('"Possible misspelling: ""Grnad""; Possible misspelling: ""Slae"""');
    expect(end).toBe('');
  });

  it('defuses spreadsheet formulas', () => {
    const csv = catalogToCsv([buildArtwork({ title: '=HYPERLINK("x")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('exports JSON that reads back to the same artworks', () => {
    const artworks = [buildArtwork({ id: 'a' }), buildArtwork({ id: 'b' })];
    expect(JSON.parse(catalogToJson(artworks))).toEqual(artworks);
  });

  it('names files by date', () => {
    expect(exportFilename('csv', new Date('2025-03-04T10:00:00Z'))).toBe('catalog-2025-03-04.csv');
  });
});
