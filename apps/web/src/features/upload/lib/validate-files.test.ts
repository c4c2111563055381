import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../messages';
import { selectFiles } from './validate-files';

function file(name: string, type: string, sizeBytes = 10): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: sizeBytes });
  return f;
}

describe('selectFiles (SPEC §5)', () => {
  it('accepts jpeg, png, gif, webp and tiff up to 200 MB', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.gif', 'image/gif'),
      file('d.webp', 'image/webp'),
      file('e.tif', 'image/tiff', MAX_UPLOAD_BYTES),
    ];
    expect(selectFiles(files)).toEqual({ accepted: files, rejected: [] });
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(selectFiles([file('scan.JPEG', ''), file('print.TIFF', '')]).accepted).toHaveLength(2);
    expect(selectFiles([file('notes.txt', '')]).rejected).toHaveLength(1);
  });

  it('refuses other types and files over 200 MB with its own messages', () => {
    const svg = file('logo.svg', 'image/svg+xml');
    const big = file('huge.png', 'image/png', MAX_UPLOAD_BYTES + 1);
    expect(selectFiles([svg, big]).rejected).toEqual([
      { file: svg, reason: UPLOAD_MESSAGES.wrongType },
      { file: big, reason: UPLOAD_MESSAGES.tooLarge },
    ]);
  });

  it('ignores .DS_Store and Thumbs.db silently', () => {
    expect(selectFiles([file('.DS_Store', ''), file('Thumbs.db', '')])).toEqual({ accepted: [], rejected: [] });
  });
});
