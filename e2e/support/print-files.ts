/** A one-page PDF of print instructions: a PDF is delivered as it was attached, never re-signed. */
export const PRINT_INSTRUCTIONS_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);
