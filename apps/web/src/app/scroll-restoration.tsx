import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'shop-scroll-positions';
/** Enough for a long browsing session; the oldest positions are forgotten first. */
const REMEMBERED = 50;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  while (positions.size > REMEMBERED) positions.delete(positions.keys().next().value as string);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

/**
 * What the data router's <ScrollRestoration> did, for <BrowserRouter>: a new page starts at its
 * top (or at its #hash), and Back/Forward returns to where the shopper was on that page (a gallery
 * comes back from the query cache at once, so its height is there to scroll into).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
    // Followed as the shopper scrolls, not read on leaving: by then the next page is in the DOM
    // and a shorter one has already clamped the position.
    const key = location.key;
    let y = window.scrollY;
    const onScroll = () => {
      y = window.scrollY;
    };
    const onPageHide = () => remember(key, y);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      remember(key, y);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
