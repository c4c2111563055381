import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('offers one action button, e.g. Undo, that runs its callback', () => {
    const onUndo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: '3 artworks updated', action: { label: 'Undo', onClick: onUndo } });
    });
    // A plain click: Radix asks for pointer capture on pointerdown, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
  });
});
