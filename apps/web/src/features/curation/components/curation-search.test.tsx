import type { Artwork } from '@shop/contracts';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { serveArtworks } from '../../../testing/artwork-pages';
import { CURATION_PAGE_SIZE } from '../api/search-artworks';
import { EDIT_MESSAGES } from '../edit-messages';
import { CURATION_MESSAGES } from '../messages';
import { SEARCH_MESSAGES } from '../search-messages';
import { SEARCH_DEBOUNCE_MS } from './curation-filters';
import { CurationPanel } from './curation-panel';

// 60 works: more than one page of cards.
const many: Artwork[] = Array.from({ length: 60 }, (_, n) =>
  buildArtwork({
    title: `Work ${String(n).padStart(2, '0')}`,
    price: n % 2 === 0 ? '9.99' : null,
    ocrText: n === 7 ? 'OPEN ALL NIGHT' : '',
  }),
);

// jsdom finds a control's labels by walking the whole document from every label, and 48 cards
// hold dozens: one getByLabelText over the panel took 8-12 s, and each button's accessible name
// (a role query by name) costs the same walk. So each query asks inside the pager, the filters or
// the selection tools, found by test id, the cards are found by theirs and buttons by their text.
const cards = () => screen.queryAllByTestId('artwork-card');
const titles = () => cards().map((card) => card.querySelector('h3')?.textContent);
const pages = () => within(screen.getByTestId('curation-pager'));
const filters = () => within(screen.getByTestId('curation-filters'));
const selectionTools = () => within(screen.getByTestId('selection-tools'));
const button = (scope: ReturnType<typeof within>, text: string) => scope.getByText(text, { selector: 'button' });
const requestedUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/artworks'));
const searches = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedUrls(fetchMock).filter((url) => url.includes('q='));

// Each test renders 48 cards: generous time on a shared 2-core machine.
describe('CurationPanel search, filters and pages', { timeout: 30_000 }, () => {
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('shows one page of the matches, counts them all, and pages through them', async () => {
    stubApi({ 'GET /api/artworks': serveArtworks(() => many) });
    renderWithProviders(<CurationPanel />);
    await screen.findByText('Work 00');
    expect(cards()).toHaveLength(CURATION_PAGE_SIZE);
    expect(screen.getByTestId('curation-count')).toHaveTextContent(CURATION_MESSAGES.itemCount(60));
    expect(screen.getByText(SEARCH_MESSAGES.pageOf(1, 2))).toBeInTheDocument();
    expect(button(pages(), SEARCH_MESSAGES.previousPage)).toBeDisabled();

    await userEvent.click(button(pages(), SEARCH_MESSAGES.nextPage));
    await screen.findByText(SEARCH_MESSAGES.pageOf(2, 2));
    await waitFor(() => expect(titles()).toHaveLength(60 - CURATION_PAGE_SIZE));
    expect(titles()[0]).toBe(`Work ${CURATION_PAGE_SIZE}`);
    expect(button(pages(), SEARCH_MESSAGES.nextPage)).toBeDisabled();
  });

  it('searches the title and text on the server once typing pauses, and filters by price', async () => {
    const fetchMock = stubApi({ 'GET /api/artworks': serveArtworks(() => many) });
    renderWithProviders(<CurationPanel />, { route: '/dashboard?tab=curation&page=2' });
    await screen.findByText(SEARCH_MESSAGES.pageOf(2, 2));

    // The pause is on a clock the test moves, not real time: on a busy machine a slow keystroke
    // was a pause, and the search ran for part of the word. (user-event waits on setTimeout, which
    // a fake clock stops, so the keystrokes are change events.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // React Query batches notifications on a zero-delay timer; run them as microtasks meanwhile.
    notifyManager.setScheduler(queueMicrotask);
    const searchBox = filters().getByLabelText(SEARCH_MESSAGES.searchLabel);
    for (const typed of ['n', 'ni', 'nig', 'nigh', 'night']) {
      fireEvent.change(searchBox, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    }
    expect(searches(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // One request for the whole word, and back to page 1.
    expect(searches(fetchMock)).toEqual(['/api/artworks?q=night&sort=newest&limit=48&page=1']);
    vi.useRealTimers();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));

    await waitFor(() => expect(titles()).toEqual(['Work 07']));
    expect(screen.getByTestId('curation-count')).toHaveTextContent(CURATION_MESSAGES.itemCount(1));
    expect(screen.queryByText(SEARCH_MESSAGES.pageOf(1, 1))).not.toBeInTheDocument();

    await userEvent.selectOptions(filters().getByLabelText(SEARCH_MESSAGES.priceLabel), 'Has a price');
    expect(await screen.findByText(CURATION_MESSAGES.emptyNoMatch('all'))).toBeInTheDocument();

    await userEvent.click(button(filters(), SEARCH_MESSAGES.clearFilters));
    await waitFor(() =>
      expect(screen.getByTestId('curation-count')).toHaveTextContent(CURATION_MESSAGES.itemCount(60)),
    );
    expect(filters().getByLabelText(SEARCH_MESSAGES.searchLabel)).toHaveValue('');
    expect(button(filters(), SEARCH_MESSAGES.clearFilters)).toBeDisabled();
  });

  it('reads the filters from the URL and sends each one to the server', async () => {
    const fetchMock = stubApi({ 'GET /api/artworks': serveArtworks(() => many) });
    renderWithProviders(<CurationPanel />, {
      route: '/dashboard?filter=pending&ocr=clean&category=Sci-Fi&forSale=false&hasPrice=true&sort=title',
    });
    expect(await screen.findByText(CURATION_MESSAGES.emptyNoMatch('pending'))).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain(
      '/api/artworks?shown=pending&ocr=clean&category=Sci-Fi&forSale=false&hasPrice=true&sort=title&limit=48&page=1',
    );
    expect(filters().getByLabelText(SEARCH_MESSAGES.sortLabel)).toHaveValue('title');
    expect(filters().getByLabelText(SEARCH_MESSAGES.ocrLabel)).toHaveValue('clean');
  });

  it('goes back to the last page when the one in the URL is past the end', async () => {
    stubApi({ 'GET /api/artworks': serveArtworks(() => many) });
    renderWithProviders(<CurationPanel />, { route: '/dashboard?page=9' });
    expect(await screen.findByText(SEARCH_MESSAGES.pageOf(2, 2))).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(60 - CURATION_PAGE_SIZE));
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    let fail = true;
    const serve = serveArtworks(() => many.slice(0, 2));
    stubApi({
      'GET /api/artworks': (request) =>
        fail
          ? new Response(JSON.stringify({ error: 'unavailable', message: 'Down' }), { status: 503 })
          : serve(request),
    });
    renderWithProviders(<CurationPanel />);
    expect(await screen.findByText(CURATION_MESSAGES.loadFailed, {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: CURATION_MESSAGES.retry }));
    expect(await screen.findByText('Work 00')).toBeInTheDocument();
  });

  it('selects every match, not just the page shown, for the batch actions', async () => {
    stubApi({ 'GET /api/artworks': serveArtworks(() => many) });
    renderWithProviders(<CurationPanel />);
    await screen.findByText('Work 00');
    await userEvent.click(button(selectionTools(), SEARCH_MESSAGES.selectAllMatching(60)));
    await waitFor(() =>
      expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(60)),
    );

    await userEvent.click(button(selectionTools(), EDIT_MESSAGES.clearSelection));
    expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(0));
  });

  it('says so when the matches could not be selected', async () => {
    let fail = false;
    const serve = serveArtworks(() => many);
    stubApi({
      'GET /api/artworks': (request) =>
        fail
          ? new Response(JSON.stringify({ error: 'unavailable', message: 'Down' }), { status: 503 })
          : serve(request),
    });
    renderWithProviders(<CurationPanel />);
    await screen.findByText('Work 00');
    fail = true;
    await userEvent.click(button(selectionTools(), SEARCH_MESSAGES.selectAllMatching(60)));
    expect(await selectionTools().findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.selectAllMatchingFailed);
    expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(0));
  });
});
