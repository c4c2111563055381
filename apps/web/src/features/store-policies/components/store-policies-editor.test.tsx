import type { StorePolicy } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { renderWithProviders, stubApi } from '../../../testing/admin-api-stub';
import { STORE_POLICY_MESSAGES as M } from '../messages';
import { StorePoliciesEditor } from './store-policies-editor';

const policy = (slug: StorePolicy['slug'], title: string, markdown: string): StorePolicy => ({
  slug,
  title,
  markdown,
  updatedAt: null,
});

function renderEditor(saved: { url: string; body: unknown }[]) {
  stubApi({
    'GET /api/policies': () => ({
      policies: [
        policy('terms', 'Terms of Sale', '## Terms\n\nShipped terms.'),
        policy('privacy', 'Privacy Policy', 'Shipped privacy.'),
        policy('refund-policy', 'Refund Policy', 'Shipped refunds.'),
        policy('licence', 'Licence', 'Shipped licence.'),
        policy('faq', 'FAQ', 'Shipped FAQ.'),
      ],
    }),
    'PUT /api/policies/refund-policy': ({ url, body }) => {
      saved.push({ url, body });
      return {
        ...policy('refund-policy', 'Refund Policy', (body as { markdown: string }).markdown),
        updatedAt: '2026-11-26T12:00:00.000Z',
      };
    },
  });
  return renderWithProviders(
    <>
      <StorePoliciesEditor />
      <Toaster />
    </>,
  );
}

describe('StorePoliciesEditor', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.unstubAllGlobals();
  });

  it('edits a policy in Markdown with a live preview and saves it', async () => {
    const saved: { url: string; body: unknown }[] = [];
    renderEditor(saved);
    const choice = await screen.findByLabelText(M.policyTabs);
    expect(screen.getByLabelText(M.markdownLabel('Terms of Sale'))).toHaveValue('## Terms\n\nShipped terms.');
    await userEvent.selectOptions(choice, 'refund-policy');
    const text = screen.getByLabelText(M.markdownLabel('Refund Policy'));
    expect(text).toHaveValue('Shipped refunds.');
    expect(screen.getByText(M.shippedText)).toBeInTheDocument();

    await userEvent.clear(text);
    await userEvent.type(text, '## Refunds{enter}{enter}Within **14 days**. <b>bold</b>');
    const preview = within(screen.getByRole('region', { name: M.preview }));
    expect(preview.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    expect(preview.getByText('14 days').tagName).toBe('STRONG');
    expect(preview.getByText(/<b>bold<\/b>/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(saved).toEqual([
        { url: '/api/policies/refund-policy', body: { markdown: '## Refunds\n\nWithin **14 days**. <b>bold</b>' } },
      ]),
    );
    expect(await screen.findByText(M.savedText('Refund Policy'))).toBeInTheDocument();
    expect(screen.queryByText(M.shippedText)).not.toBeInTheDocument();
  });

  it('refuses an empty policy before sending it', async () => {
    const saved: { url: string; body: unknown }[] = [];
    renderEditor(saved);
    const text = await screen.findByLabelText(M.markdownLabel('Terms of Sale'));
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the policy before saving it.');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });
});
