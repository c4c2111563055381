import type { Artwork } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildArtwork, renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { serveArtworks } from '../../../testing/artwork-pages';
import { EDIT_MESSAGES } from '../edit-messages';
import { CURATION_MESSAGES } from '../messages';
import { CurationPanel } from './curation-panel';

const works = [
  buildArtwork({ title: 'One', price: '5.00', status: 'pending' }),
  buildArtwork({ title: 'Two', price: null, status: 'pending' }),
  buildArtwork({ title: 'Three', price: '5.00', status: 'flagged', ocrErrors: ['Possible misspelling: "Tree"'] }),
  buildArtwork({ title: 'Four', price: null, status: 'approved' }),
  buildArtwork({ title: 'Five', price: '7.50', status: 'rejected' }),
];

/** The API as the panel uses it: the list, and every batch body it receives. */
function stubBatchApi(answer?: () => Response) {
  const batches: unknown[] = [];
  stubApi({
    'GET /api/artworks': serveArtworks(() => works),
    'POST /api/artworks/batch': ({ body }) => {
      batches.push(body);
      if (answer) return answer();
      const ids = (body as { ids: string[] }).ids;
      return { updated: ids.length, artworks: works.filter((work) => ids.includes(work.id)) };
    },
  });
  return batches;
}

async function renderPanel() {
  renderWithProviders(
    <>
      <CurationPanel />
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { name: 'One' });
  return userEvent.setup();
}

const checkbox = (work: Artwork) => screen.getByRole('checkbox', { name: EDIT_MESSAGES.selectArtwork(work.title) });
const ids = (...list: Artwork[]) => list.map((work) => work.id);
const batchGroup = () => screen.getByRole('group', { name: EDIT_MESSAGES.batchHeading });
/** A plain click: Radix's toast asks for pointer capture on pointerdown, which jsdom lacks. */
const clickUndo = () => fireEvent.click(screen.getByRole('button', { name: EDIT_MESSAGES.undo }));

describe('batch editing in the Curation tab', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('selects one card, a shift-click range, all shown, and clears, counting the selection', async () => {
    stubBatchApi();
    const user = await renderPanel();
    expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(0));

    await user.click(checkbox(works[0] ?? buildArtwork()));
    expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(1));
    await user.keyboard('{Shift>}');
    await user.click(checkbox(works[3] ?? buildArtwork()));
    await user.keyboard('{/Shift}');
    expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(4));
    expect(checkbox(works[2] ?? buildArtwork())).toBeChecked();
    expect(checkbox(works[4] ?? buildArtwork())).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.clearSelection }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(0));

    await user.selectOptions(screen.getByLabelText(CURATION_MESSAGES.filterLabel), 'Pending Review');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.selectAllShown }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent(EDIT_MESSAGES.selectedCount(2));
  });

  it('asks "Set price $19.99 on 3 artworks?", applies it to exactly those, then undoes per previous price', async () => {
    const batches = stubBatchApi();
    const user = await renderPanel();
    const [one, two, three] = works;
    if (!one || !two || !three) throw new Error('fixture');
    await user.click(checkbox(one));
    await user.click(checkbox(two));
    await user.click(checkbox(three));
    await user.type(screen.getByLabelText(EDIT_MESSAGES.batchPriceLabel), '19.99');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.setPrice }));

    const dialog = await screen.findByRole('dialog', { name: 'Set price $19.99 on 3 artworks?' });
    expect(batches).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.confirm }));
    await waitFor(() =>
      expect(batches).toEqual([{ action: 'update', ids: ids(one, two, three), changes: { price: '19.99' } }]),
    );
    expect(await screen.findByText(EDIT_MESSAGES.batchDoneTitle(3))).toBeInTheDocument();
    expect(screen.getByText('Price $19.99.')).toBeInTheDocument();

    clickUndo();
    expect(await screen.findByText(EDIT_MESSAGES.undoneTitle(3))).toBeInTheDocument();
    expect(batches.slice(1)).toEqual([
      { action: 'update', ids: ids(one, three), changes: { price: '5.00' } },
      { action: 'update', ids: ids(two), changes: { price: null } },
    ]);
  });

  it('restores each previous status on undo of an approval, and sends nothing when cancelled', async () => {
    const batches = stubBatchApi();
    const user = await renderPanel();
    const [one, , three, four] = works;
    if (!one || !three || !four) throw new Error('fixture');
    await user.click(checkbox(one));
    await user.click(checkbox(three));
    await user.click(checkbox(four));

    await user.click(within(batchGroup()).getByRole('button', { name: EDIT_MESSAGES.rejectSelected }));
    const rejectDialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmStatus('rejected', 3) });
    await user.click(within(rejectDialog).getByRole('button', { name: EDIT_MESSAGES.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(batches).toEqual([]);

    await user.click(within(batchGroup()).getByRole('button', { name: EDIT_MESSAGES.approveSelected }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmStatus('approved', 3) });
    await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.confirm }));
    expect(await screen.findByText('Status approved.')).toBeInTheDocument();
    clickUndo();
    await screen.findByText(EDIT_MESSAGES.undoneTitle(3));
    expect(batches.slice(1)).toEqual([
      { action: 'update', ids: ids(one), changes: { status: 'pending' } },
      { action: 'update', ids: ids(three), changes: { status: 'flagged' } },
      { action: 'update', ids: ids(four), changes: { status: 'approved' } },
    ]);
  });

  it('warns when works put up for sale have no price, refuses a bad price, and toasts a refusal', async () => {
    const batches = stubBatchApi(
      () => new Response(JSON.stringify({ error: 'not_found', message: 'No artwork with this id.' }), { status: 404 }),
    );
    const user = await renderPanel();
    const [one, two] = works;
    if (!one || !two) throw new Error('fixture');
    await user.click(checkbox(one));
    await user.click(checkbox(two));

    await user.type(screen.getByLabelText(EDIT_MESSAGES.batchPriceLabel), '1.999');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.setPrice }));
    expect(screen.getByText(EDIT_MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.putOnSale }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmForSale(true, 2) });
    expect(within(dialog).getByText(EDIT_MESSAGES.unpricedForSaleWarning(1))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.confirm }));
    expect(await screen.findByText(EDIT_MESSAGES.batchFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('No artwork with this id.')).toBeInTheDocument();
    expect(batches).toEqual([{ action: 'update', ids: ids(one, two), changes: { isForSale: true } }]);
  });

  it('sets a category on the selection after confirming', async () => {
    const batches = stubBatchApi();
    const user = await renderPanel();
    const five = works[4];
    if (!five) throw new Error('fixture');
    await user.click(checkbox(five));
    await user.selectOptions(within(batchGroup()).getByLabelText(CURATION_MESSAGES.categoryLabel), 'Sci-Fi');
    await user.click(screen.getByRole('button', { name: EDIT_MESSAGES.setCategory }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.confirmCategory('Sci-Fi', 1) });
    await user.click(within(dialog).getByRole('button', { name: EDIT_MESSAGES.confirm }));
    await waitFor(() =>
      expect(batches).toEqual([{ action: 'update', ids: ids(five), changes: { category: 'Sci-Fi' } }]),
    );
    expect(await screen.findByText('Category Sci-Fi.')).toBeInTheDocument();
  });

  it('opens the Edit dialog from a card', async () => {
    stubBatchApi();
    const user = await renderPanel();
    const card = screen.getByRole('article', { name: 'Two' });
    await user.click(within(card).getByRole('button', { name: EDIT_MESSAGES.edit }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_MESSAGES.editTitle('Two') });
    expect(within(dialog).getByLabelText(EDIT_MESSAGES.titleLabel)).toHaveValue('Two');
    expect(within(dialog).getByLabelText(EDIT_MESSAGES.priceLabel)).toHaveValue('');
  });
});
