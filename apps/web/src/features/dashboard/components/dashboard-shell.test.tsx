import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/admin-api-stub';
import { DASHBOARD_MESSAGES } from '../messages';
import { DashboardShell } from './dashboard-shell';

const panels = {
  upload: <p>upload panel</p>,
  curation: <p>curation panel</p>,
  galleries: <p>galleries panel</p>,
  preview: <p>preview panel</p>,
  orders: <p>orders panel</p>,
  sales: <p>sales panel</p>,
  commissions: <p>commissions panel</p>,
  'promo-codes': <p>promo codes panel</p>,
  inbox: <p>inbox panel</p>,
  settings: <p>settings panel</p>,
};

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** A panel whose render never finishes: it waits on data that never comes. */
function NeverReadyPanel(): ReactNode {
  use(new Promise<never>(() => undefined));
  return null;
}

describe('DashboardShell', () => {
  it('opens on Upload and switches tabs from the tab bar and the header nav', async () => {
    renderWithProviders(<DashboardShell panels={panels} />);
    expect(screen.getByRole('tab', { name: 'Upload', selected: true })).toBeInTheDocument();
    expect(screen.getByText('upload panel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DASHBOARD_MESSAGES.welcomeGenerator })).toHaveAttribute(
      'href',
      '/welcome-generator',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Curation' }));
    expect(screen.getByText('curation panel')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: DASHBOARD_MESSAGES.headerNavLabel });
    await userEvent.click(within(nav).getByRole('tab', { name: 'Galleries' }));
    expect(screen.getByText('galleries panel')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Galleries', selected: true })).toBeInTheDocument();

    // A fifth tab after SPEC's four.
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByText('orders panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(screen.getByText('sales panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Commissions' }));
    expect(screen.getByText('commissions panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Promo codes' }));
    expect(screen.getByText('promo codes panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Inbox' }));
    expect(screen.getByText('inbox panel')).toBeInTheDocument();
    // The shop's settings have a tab of their own.
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByText('settings panel')).toBeInTheDocument();
  });

  it('lights the clicked tab at once, while the panel it opens is still rendering', async () => {
    renderWithProviders(
      <Suspense fallback={<p>whole page loading</p>}>
        <DashboardShell panels={{ ...panels, sales: <NeverReadyPanel /> }} />
      </Suspense>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(screen.getByRole('tab', { name: 'Sales', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upload', selected: false })).toBeInTheDocument();
    // The page stays, showing the last panel until the new one can be drawn.
    expect(screen.queryByText('whole page loading')).not.toBeInTheDocument();
    expect(screen.getByText('upload panel')).toBeInTheDocument();
  });

  it('follows the URL when it moves without a click (Back, or a link to another tab)', async () => {
    renderWithProviders(
      <>
        <BackButton />
        <DashboardShell panels={panels} />
      </>,
      { route: '/dashboard?tab=galleries' },
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('orders panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('galleries panel')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Galleries', selected: true })).toBeInTheDocument();
  });

  it('shows a label that says more where one is given (the Inbox’s unread count)', () => {
    renderWithProviders(<DashboardShell panels={panels} tabLabels={{ inbox: 'Inbox (3)' }} />);
    expect(screen.getByRole('tab', { name: 'Inbox (3)' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: DASHBOARD_MESSAGES.headerNavLabel });
    expect(within(nav).getByRole('tab', { name: 'Inbox (3)' })).toBeInTheDocument();
  });

  it('has one tab bar, in the header, and no second row of tab buttons', () => {
    renderWithProviders(<DashboardShell panels={panels} />);
    const header = screen.getByRole('banner');
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    expect(within(header).getByRole('tablist', { name: DASHBOARD_MESSAGES.tabListLabel })).toBeInTheDocument();
    expect(within(header).getByRole('heading', { level: 1, name: DASHBOARD_MESSAGES.title })).toBeInTheDocument();
    for (const name of Object.values(DASHBOARD_MESSAGES.tabs)) {
      expect(screen.getAllByRole('tab', { name })).toHaveLength(1);
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('switches tabs from the side drawer', async () => {
    renderWithProviders(<DashboardShell panels={panels} />, { route: '/dashboard?tab=galleries' });
    expect(screen.getByText('galleries panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_MESSAGES.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: DASHBOARD_MESSAGES.drawerTitle });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Upload' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('upload panel')).toBeInTheDocument();
  });
});
