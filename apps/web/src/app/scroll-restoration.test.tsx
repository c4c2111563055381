import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function scrollShopperTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new page at its top and brings Back to where the shopper was', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/sci-fi']}>
        <CaptureNavigate />
        <ScrollRestoration />
      </MemoryRouter>,
    );
    scrollShopperTo(2400);

    act(() => void navigate('/art/moon-owl-a1b2c3d4'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // The artwork page is shorter: reading the position on leaving it would give this, not 2400.
    scrollShopperTo(300);

    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
  });
});
