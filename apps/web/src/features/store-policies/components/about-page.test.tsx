import type { AboutPage } from '@shop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { STORE_POLICY_MESSAGES as M } from '../messages';
import { AboutPageArticle } from './about-page-article';
import { AboutPageEditor } from './about-page-editor';

const UNWRITTEN: AboutPage = { markdown: '', updatedAt: null };

/** A catalog that keeps what is saved, as the real one does (an empty text takes the page down). */
function serveAboutPage(initial: AboutPage) {
  const server = { page: initial, saves: [] as unknown[] };
  stubApi({
    'GET /api/about-page': () => server.page,
    'PUT /api/about-page': ({ body }) => {
      server.saves.push(body);
      const markdown = (body as { markdown: string }).markdown.trim();
      server.page = markdown === '' ? UNWRITTEN : { markdown, updatedAt: '2026-11-29T02:00:00.000Z' };
      return server.page;
    },
  });
  return server;
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('the About page', () => {
  it('says that nothing is written yet, and points to the contact page', async () => {
    serveAboutPage(UNWRITTEN);
    renderWithProviders(<AboutPageArticle />, { route: '/about' });
    expect(await screen.findByText(M.aboutEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.aboutContactLink })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the artist’s Markdown formatted, with raw HTML as text', async () => {
    serveAboutPage({
      markdown: '## Ada\n\nI paint with **models**. <b>bold?</b>',
      updatedAt: '2026-11-29T02:00:00.000Z',
    });
    renderWithProviders(<AboutPageArticle />, { route: '/about' });
    const article = await screen.findByRole('article', { name: M.aboutTitle });
    expect(within(article).getByRole('heading', { level: 2, name: 'Ada' })).toBeInTheDocument();
    expect(within(article).getByText('models').tagName).toBe('STRONG');
    expect(article).toHaveTextContent('<b>bold?</b>');
  });
});

describe('AboutPageEditor', () => {
  it('writes the page with a preview, saves it, and links to it once written', async () => {
    const server = serveAboutPage(UNWRITTEN);
    renderWithProviders(
      <>
        <AboutPageEditor />
        <Toaster />
      </>,
    );
    const text = await screen.findByLabelText(M.aboutMarkdownLabel);
    expect(screen.getByText(M.aboutNotWritten)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.aboutView })).not.toBeInTheDocument();

    await userEvent.type(text, '## Who I am');
    expect(
      within(screen.getByRole('region', { name: M.preview })).getByRole('heading', { name: 'Who I am' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.aboutSave }));

    expect(await screen.findByText(M.aboutSavedTitle)).toBeInTheDocument();
    expect(server.saves).toEqual([{ markdown: '## Who I am' }]);
    expect(screen.getByRole('link', { name: M.aboutView })).toHaveAttribute('href', '/about');
  });

  it('takes the page down when saved empty, and says so', async () => {
    const server = serveAboutPage({ markdown: 'Mine.', updatedAt: '2026-11-29T02:00:00.000Z' });
    renderWithProviders(
      <>
        <AboutPageEditor />
        <Toaster />
      </>,
    );
    await userEvent.clear(await screen.findByLabelText(M.aboutMarkdownLabel));
    await userEvent.click(screen.getByRole('button', { name: M.aboutSave }));
    expect(await screen.findByText(M.aboutTakenDownTitle)).toBeInTheDocument();
    expect(server.saves).toEqual([{ markdown: '' }]);
  });

  it('says what is wrong with a text too long, and saves nothing', async () => {
    const server = serveAboutPage(UNWRITTEN);
    renderWithProviders(<AboutPageEditor />);
    const text = await screen.findByLabelText(M.aboutMarkdownLabel);
    // Pasted, not typed: 50,001 key presses would take minutes.
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(50_001));
    await userEvent.click(screen.getByRole('button', { name: M.aboutSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 50000 characters');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(server.saves).toEqual([]);
  });
});
