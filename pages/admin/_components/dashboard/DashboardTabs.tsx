/**
 * The dashboard's tabs: Blog Posts (?tab=blog, the default) and Submissions (?tab=submissions).
 * Links, so they can be opened in a new tab; arrow keys move between them as in any tab list.
 */
import type { KeyboardEvent } from 'react';
import { navigate } from 'vike/client/router';

export const DASHBOARD_TABS = [
  { key: 'blog', label: 'Blog Posts' },
  { key: 'submissions', label: 'Submissions' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['key'];

export function dashboardTab(value: string | undefined): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.key === value)?.key ?? 'blog';
}

export function tabIds(tab: DashboardTab) {
  return { tab: `admin-tab-${tab}`, panel: `admin-tabpanel-${tab}` };
}

function tabHref(tab: DashboardTab): string {
  return `/admin?tab=${tab}`;
}

export function DashboardTabs({ current }: { current: DashboardTab }) {
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = DASHBOARD_TABS[(index + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length];
    void navigate(tabHref(next.key), { keepScrollPosition: true }).then(() => document.getElementById(tabIds(next.key).tab)?.focus());
  };
  return (
    <div className="tabs admin-tabs">
      <ul role="tablist" aria-label="Dashboard sections">
        {DASHBOARD_TABS.map((tab, index) => {
          const selected = tab.key === current;
          return (
            <li key={tab.key} role="presentation" className={selected ? 'is-active' : undefined}>
              <a
                role="tab"
                id={tabIds(tab.key).tab}
                href={tabHref(tab.key)}
                aria-selected={selected}
                aria-controls={selected ? tabIds(tab.key).panel : undefined}
                tabIndex={selected ? 0 : -1}
                onKeyDown={(event) => onKeyDown(event, index)}
                {...{ 'keep-scroll-position': '' }}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
