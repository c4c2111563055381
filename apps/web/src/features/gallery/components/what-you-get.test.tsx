import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatYouGet } from './what-you-get';

const original = { mimeType: 'image/png', width: 3600, height: 2400, fileSize: 27_400_000 };

describe('"What you get" on the artwork page', () => {
  it('lists the main image first, then each extra file with its format, pixel size and bytes', () => {
    render(
      <WhatYouGet
        artwork={{
          ...original,
          files: [
            {
              id: 'a',
              label: 'Print size TIFF',
              format: 'TIFF',
              mimeType: 'image/tiff',
              width: 7200,
              height: 4800,
              sizeBytes: 80_100_000,
            },
            {
              id: 'b',
              label: 'Print instructions',
              format: 'PDF',
              mimeType: 'application/pdf',
              width: null,
              height: null,
              sizeBytes: 42_000,
            },
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'What you get' });
    const text = section.textContent ?? '';
    expect(text.indexOf('Main image')).toBeLessThan(text.indexOf('Print size TIFF'));
    expect(within(section).getByTestId('artwork-file-facts')).toHaveTextContent('3600 × 2400 px');
    const items = within(screen.getByTestId('artwork-extra-files')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Print size TIFF' + 'TIFF · 7200 × 4800 px · 80.1 MB',
      'Print instructions' + 'PDF · 42 KB',
    ]);
  });

  it('shows the original alone when the work has no extra files', () => {
    render(<WhatYouGet artwork={{ ...original, files: [] }} />);
    expect(screen.queryByText('Main image')).toBeNull();
    expect(screen.queryByTestId('artwork-extra-files')).toBeNull();
    expect(screen.getByTestId('artwork-file-facts')).toHaveTextContent('PNG');
  });
});
