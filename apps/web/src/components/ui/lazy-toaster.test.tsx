import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { resetToasts, toast } from './use-toast';

describe('LazyToaster', () => {
  afterEach(() => act(() => resetToasts()));

  it('loads the toast region after first paint, with F8 labelled', async () => {
    render(<LazyToaster />);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('shows a toast raised before the region loaded', async () => {
    act(() => {
      toast({ title: 'Added to Cart' });
    });
    render(<LazyToaster />);
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
  });
});
