/**
 * Where the login page sends an admin afterwards (issue 12, row 11): the admin page they were
 * going to, carried in /admin/login?next=. Only a path of this site's admin area is followed;
 * anything else (another site, "//host", "/\host", a script URL, the login page itself) is
 * ignored, so the parameter can never send anyone elsewhere.
 */
import { DASHBOARD_PATH, LOGIN_PATH } from './admin-paths.js';

export const RETURN_PARAM = 'next';
const BASE = 'http://admin.invalid';

/** The path to return to, normalised, or null when it is not one of the admin pages. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // Browsers read a backslash as a slash ("/\evil" is "//evil"); control characters are dropped by URL parsers.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const inAdmin = url.pathname === DASHBOARD_PATH || url.pathname.startsWith(`${DASHBOARD_PATH}/`);
  const isLogin = url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`);
  return inAdmin && !isLogin ? url.pathname + url.search + url.hash : null;
}

/** The login page, remembering `path` when it is worth returning to. */
export function loginPathReturningTo(path: string): string {
  const target = safeReturnPath(path);
  return target && target !== DASHBOARD_PATH ? `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** Where to go after logging in (or when already logged in): the remembered page, else the dashboard. */
export function afterLoginPath(next: unknown): string {
  return safeReturnPath(next) ?? DASHBOARD_PATH;
}

/** The current page as a path with its query, in the browser. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
