import { LayoutDashboard, Menu, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { DASHBOARD_TABS, DEFAULT_TAB, isDashboardTab, TAB_PARAM, type DashboardTab } from '../lib/tabs';
import { DASHBOARD_MESSAGES } from '../messages';

export interface DashboardShellProps {
  panels: Record<DashboardTab, ReactNode>;
  /** Extra header controls, e.g. Export and Sign out. */
  actions?: ReactNode;
  /** Labels that say more than the tab's name, e.g. "Inbox (3)" with unread messages. */
  tabLabels?: Partial<Record<DashboardTab, string>>;
}

/**
 * The open tab: the URL's `?tab=`, and what the curator just clicked until the URL says so.
 * The router changes the URL in a transition that waits for the new panel's render,
 * so a tab bar that followed the URL alone lit the clicked tab 1-2 s late. The choice is kept
 * here at once (an urgent update), and the URL follows.
 */
function useActiveTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(TAB_PARAM);
  const urlTab = isDashboardTab(raw) ? raw : DEFAULT_TAB;
  const [chosen, setChosen] = useState<{ tab: DashboardTab; from: DashboardTab }>({ tab: urlTab, from: urlTab });
  // Back, Forward or a link to another tab moves the URL without a click here: follow it.
  if (chosen.from !== urlTab) setChosen({ tab: urlTab, from: urlTab });
  // A click on a tab selects it twice (press, then focus) before the next render: one history entry.
  const latest = useRef(chosen.tab);
  useEffect(() => {
    latest.current = chosen.tab;
  }, [chosen.tab]);
  const setTab = (next: DashboardTab) => {
    if (latest.current === next) return;
    latest.current = next;
    setChosen({ tab: next, from: urlTab });
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next === DEFAULT_TAB) params.delete(TAB_PARAM);
      else params.set(TAB_PARAM, next);
      return params;
    });
  };
  return [chosen.tab, setTab];
}

/** The side drawer's tab list, for small screens. */
function NavButtons({
  active,
  onSelect,
  labels,
}: {
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
  labels?: Partial<Record<DashboardTab, string>>;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {DASHBOARD_TABS.map((tab) => (
        <li key={tab}>
          <button
            type="button"
            aria-current={active === tab ? 'page' : undefined}
            onClick={() => onSelect(tab)}
            className={cn(
              'w-full rounded-md px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-violet-400',
              active === tab ? 'bg-violet-600 text-white' : 'text-neutral-300 hover:bg-neutral-800',
            )}
          >
            {labels?.[tab] ?? DASHBOARD_MESSAGES.tabs[tab]}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 dashboard: header with nav, a drawer on small screens, and the tab bar. */
export function DashboardShell({ panels, actions, tabLabels }: DashboardShellProps) {
  const [tab, setTab] = useActiveTab();
  // The tab bar shows the choice at once; the panel's render, which can take a moment, follows.
  const shownTab = useDeferredValue(tab);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  // One tab bar. It is the header's nav (SPEC: "a header nav … and a tab bar"), so at
  // 1366 px the header no longer repeats the nine tabs beside the title and squeezes it to "Cu…".
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        if (isDashboardTab(value)) setTab(value);
      }}
      className="min-h-screen bg-neutral-950 text-neutral-100"
    >
      {/* Sticky from md up, where the tab bar is one row; on a phone its rows would cover the page. */}
      <header className="top-0 z-40 border-b border-neutral-800 bg-neutral-950/95 backdrop-blur md:sticky">
        {/* Below md the actions wrap to a second row, so the title keeps the first one whole. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4 md:flex-nowrap">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={DASHBOARD_MESSAGES.openMenu}
            onClick={() => setIsDrawerOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
          {/* The title still gives way rather than push Sign out off screen; whole from md up. */}
          <h1 className="flex min-w-0 items-center gap-2 text-lg font-bold md:shrink-0">
            <LayoutDashboard className="h-5 w-5 shrink-0 text-violet-400" aria-hidden />
            <span className="truncate">{DASHBOARD_MESSAGES.title}</span>
          </h1>
          <div className="ml-auto flex w-full shrink-0 items-center justify-end gap-1 sm:gap-2 md:w-auto">
            <Link
              to={paths.welcomeGenerator}
              className="hidden items-center gap-1.5 rounded-md px-3 py-1.5 text-sm text-neutral-300 hover:bg-neutral-800 sm:inline-flex"
            >
              <Sparkles className="h-4 w-4" aria-hidden /> {DASHBOARD_MESSAGES.welcomeGenerator}
            </Link>
            {actions}
          </div>
        </div>
        <nav aria-label={DASHBOARD_MESSAGES.headerNavLabel} className="mx-auto max-w-7xl px-3 pb-2 sm:px-4">
          <Tabs.List
            aria-label={DASHBOARD_MESSAGES.tabListLabel}
            className="grid grid-cols-3 gap-1 rounded-lg bg-neutral-900 p-1 sm:grid-cols-5 lg:grid-cols-10"
          >
            {DASHBOARD_TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-w-0 rounded-md px-1.5 py-2 text-sm break-words font-medium text-neutral-400 transition-colors hover:text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400 data-[state=active]:bg-neutral-800 data-[state=active]:text-white"
              >
                {tabLabels?.[value] ?? DASHBOARD_MESSAGES.tabs[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </nav>
      </header>

      <Dialog open={isDrawerOpen} onOpenChange={setIsDrawerOpen} title={DASHBOARD_MESSAGES.drawerTitle} side="left">
        <nav aria-label={DASHBOARD_MESSAGES.headerNavLabel} className="space-y-6">
          <NavButtons
            labels={tabLabels}
            active={tab}
            onSelect={(next) => {
              setTab(next);
              setIsDrawerOpen(false);
            }}
          />
          <Link
            to={paths.welcomeGenerator}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-neutral-300 hover:bg-neutral-800"
          >
            <Sparkles className="h-4 w-4" aria-hidden /> {DASHBOARD_MESSAGES.welcomeGenerator}
          </Link>
        </nav>
      </Dialog>

      {/* The dashboard's main landmark (axe: landmark-one-main). */}
      <main id="main-content" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
          {DASHBOARD_TABS.map((value) => (
            <Tabs.Content
              key={value}
              value={value}
              forceMount
              hidden={value !== shownTab}
              className="focus-visible:outline-none"
            >
              {value === shownTab ? panels[value] : null}
            </Tabs.Content>
          ))}
        </div>
      </main>
    </Tabs.Root>
  );
}
