// https://vike.dev/guard
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LOGIN_PATH } from './_components/admin-paths.js';

/**
 * The one guard of the admin folder. It runs on the server for the first page and, because the
 * page context comes from the server, for every client-side navigation too: pageContext.admin is
 * set from the session cookie (src/server/pages.ts). The login page itself stays reachable.
 */
export function guard(pageContext: PageContextServer): void {
  if (pageContext.urlPathname === LOGIN_PATH) return;
  if (!pageContext.admin) throw redirect(LOGIN_PATH);
}
