import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { resetToasts, toast } from './use-toast';

describe('toasts', () => {
  afterEach(() => act(() => resetToasts()));

  it('shows one toast at a time: the newest replaces the last', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to Cart' });
      toast({ title: 'Upload failed', description: 'Too large', variant: 'destructive' });
    });
    expect(screen.queryByText('Added to Cart')).not.toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Too large')).toBeInTheDocument();
  });
});
