/** The strip above every protected admin page: where you are, who is signed in, and Logout. */
import { usePageContext } from 'vike-react/usePageContext';
import { API_KEYS_PATH, CATEGORIES_PATH, DASHBOARD_PATH, MEDIA_PATH, WEBHOOKS_PATH } from './admin-paths.js';
import { useLogout } from './use-logout.js';

const LINKS = [
  { href: DASHBOARD_PATH, label: 'Dashboard', active: (path: string) => path === DASHBOARD_PATH || path.startsWith('/admin/blog') },
  { href: CATEGORIES_PATH, label: 'Categories', active: (path: string) => path.startsWith(CATEGORIES_PATH) },
  { href: MEDIA_PATH, label: 'Media', active: (path: string) => path.startsWith(MEDIA_PATH) },
  { href: API_KEYS_PATH, label: 'API keys', active: (path: string) => path.startsWith(API_KEYS_PATH) },
  { href: WEBHOOKS_PATH, label: 'Webhooks', active: (path: string) => path.startsWith(WEBHOOKS_PATH) },
];

export function AdminBar({ username }: { username: string }) {
  const { urlPathname } = usePageContext();
  const { logout, pending } = useLogout();
  return (
    <div className="admin-bar">
      <div className="container admin-container admin-bar-inner">
        <nav aria-label="Admin" className="admin-bar-nav">
          <span className="admin-bar-title">Admin</span>
          {LINKS.map((link) => (
            <a key={link.href} href={link.href} className="admin-bar-link" aria-current={link.active(urlPathname) ? 'page' : undefined}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="admin-bar-user">
          {username ? <span className="admin-bar-username">Signed in as <strong>{username}</strong></span> : null}
          <button type="button" className="button is-small is-light" onClick={() => void logout()} disabled={pending}>
            {pending ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </div>
    </div>
  );
}
