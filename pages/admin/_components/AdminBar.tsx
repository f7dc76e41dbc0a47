/**
 * The strip above every protected admin page: where you are, who is signed in (a link to their
 * account), and Logout. Screens the viewer's role may not use are not offered (viewer.tsx).
 */
import { usePageContext } from 'vike-react/usePageContext';
import { ROLE_LABELS } from '../../../src/shared/staff-roles.js';
import {
  ACCOUNT_PATH, API_KEYS_PATH, AUDIT_LOG_PATH, CATEGORIES_PATH, DASHBOARD_PATH, MEDIA_PATH, STAFF_PATH, WEBHOOKS_PATH,
} from './admin-paths.js';
import { useLogout } from './use-logout.js';
import { screenPermission, viewerMay, type AdminViewer } from './viewer.js';

const LINKS = [
  { href: DASHBOARD_PATH, label: 'Dashboard', active: (path: string) => path === DASHBOARD_PATH || path.startsWith('/admin/blog') },
  { href: CATEGORIES_PATH, label: 'Categories', active: (path: string) => path.startsWith(CATEGORIES_PATH) },
  { href: MEDIA_PATH, label: 'Media', active: (path: string) => path.startsWith(MEDIA_PATH) },
  { href: API_KEYS_PATH, label: 'API keys', active: (path: string) => path.startsWith(API_KEYS_PATH) },
  { href: WEBHOOKS_PATH, label: 'Webhooks', active: (path: string) => path.startsWith(WEBHOOKS_PATH) },
  { href: STAFF_PATH, label: 'Staff', active: (path: string) => path.startsWith(STAFF_PATH) },
  { href: AUDIT_LOG_PATH, label: 'Audit log', active: (path: string) => path.startsWith(AUDIT_LOG_PATH) },
];

export function AdminBar({ viewer }: { viewer: AdminViewer }) {
  const { urlPathname } = usePageContext();
  const { logout, pending } = useLogout();
  const links = viewer.mustEnrol2fa ? [] : LINKS.filter((link) => {
    const needed = screenPermission(link.href);
    return !needed || viewerMay(viewer, needed);
  });
  return (
    <div className="admin-bar">
      <div className="container admin-container admin-bar-inner">
        <nav aria-label="Admin" className="admin-bar-nav">
          <span className="admin-bar-title">Admin</span>
          {links.map((link) => (
            <a key={link.href} href={link.href} className="admin-bar-link" aria-current={link.active(urlPathname) ? 'page' : undefined}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="admin-bar-user">
          <a className="admin-bar-username" href={ACCOUNT_PATH} aria-current={urlPathname === ACCOUNT_PATH ? 'page' : undefined}>
            Signed in as <strong>{viewer.username}</strong> <span className="admin-muted">({ROLE_LABELS[viewer.role]})</span>
            <span className="is-sr-only">: your account</span>
          </a>
          <button type="button" className="button is-small is-light" onClick={() => void logout()} disabled={pending}>
            {pending ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </div>
    </div>
  );
}
