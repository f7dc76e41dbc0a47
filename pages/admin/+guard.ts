// https://vike.dev/guard
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { INVITE_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from './_components/admin-paths.js';
import { afterLoginPath, loginPathReturningTo, RETURN_PARAM } from './_components/return-path.js';

/**
 * The one guard of the admin folder. It runs on the server for the first page and, because the
 * page context comes from the server, for every client-side navigation too: pageContext.admin is
 * set from the session cookie (src/server/pages.ts). A visitor without a session goes to the
 * login page, which remembers where they were going; an admin who is logged in already skips the
 * login page and goes there (or to the dashboard).
 */
export function guard(pageContext: PageContextServer): void {
  const { urlPathname, urlParsed } = pageContext;
  if (urlPathname === LOGIN_PATH) {
    if (pageContext.admin) throw redirect(afterLoginPath(urlParsed.search[RETURN_PARAM]));
    return;
  }
  // An invitation or a reset link is opened without a session.
  if (urlPathname === INVITE_PATH || urlPathname === RESET_PASSWORD_PATH) return;
  if (!pageContext.admin) throw redirect(loginPathReturningTo(urlPathname + (urlParsed.searchOriginal ?? '')));
}
