// https://vike.dev/Page — /admin (docs/product.md §2): the dashboard, its tab kept in ?tab=.
import { lazy, Suspense } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CATEGORIES_PATH, NEW_POST_PATH, TRASH_PATH } from '../_components/admin-paths.js';
import { DashboardTabs, dashboardTab, tabIds } from '../_components/dashboard/DashboardTabs.js';
import { PostsPanel } from '../_components/dashboard/PostsPanel.js';
import { useCan } from '../_components/viewer.js';

// Only loaded when its tab is opened.
const SubmissionsPanel = lazy(() => import('../_components/submissions/SubmissionsPanel.js'));

export default function Page() {
  const { urlParsed } = usePageContext();
  // Roles that may not read submissions (src/shared/staff-roles.ts) see the posts alone, without tabs.
  const submissions = useCan('submissions');
  const mayManageCategories = useCan('categories.manage');
  const tab = submissions ? dashboardTab(urlParsed.search.tab) : 'blog';
  return (
    <div className="container admin-container admin-page">
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">Admin Dashboard</h1>
          <p className="admin-muted">Write, publish and organise the resource library.</p>
        </div>
        <div className="buttons admin-header-actions">
          {mayManageCategories ? <a className="button" href={CATEGORIES_PATH}>Manage Categories</a> : null}
          <a className="button" href={TRASH_PATH}>Trash</a>
          <a className="button is-primary" href={NEW_POST_PATH}>New Post</a>
        </div>
      </header>
      {submissions ? <DashboardTabs current={tab} /> : null}
      <div {...(submissions && { role: 'tabpanel', id: tabIds(tab).panel, 'aria-labelledby': tabIds(tab).tab })} className="admin-tabpanel">
        {tab === 'blog' ? <PostsPanel /> : (
          <Suspense fallback={<p role="status">Loading submissions...</p>}>
            <SubmissionsPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
