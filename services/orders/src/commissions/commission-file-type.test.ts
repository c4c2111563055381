import { describe, expect, it } from 'vitest';
import { commissionFileName, sniffCommissionFileType } from './commission-file-type.js';

describe('sniffCommissionFileType', () => {
  it.each([
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]), 'image/jpeg'],
    ['pdf', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]), 'application/zip'],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    ['svg with a declaration', Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg>'), 'image/svg+xml'],
  ])('knows a %s by its bytes', (_name, bytes, type) => {
    expect(sniffCommissionFileType(bytes)).toBe(type);
  });

  it('refuses anything else, whatever its name', () => {
    expect(sniffCommissionFileType(Buffer.from('MZ\x90\x00'))).toBeUndefined();
    expect(sniffCommissionFileType(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffCommissionFileType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('commissionFileName', () => {
  it('keeps a plain base name with the extension of the real type', () => {
    expect(commissionFileName('../../etc/Acme Logo.PNG', 'png')).toBe('Acme Logo.png');
    expect(commissionFileName('C:\\work\\final<1>.svg', 'svg')).toBe('final_1_.svg');
    expect(commissionFileName('logo.exe', 'zip')).toBe('logo.zip');
    expect(commissionFileName('', 'pdf')).toBe('logo.pdf');
  });
});
