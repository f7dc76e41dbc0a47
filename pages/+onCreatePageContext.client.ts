// https://vike.dev/onCreatePageContext
// When loading the next page's data fails during a client-side navigation (the network drops, the
// server answers 500), Vike renders the error page in the browser without asking the server: its
// pageContext lacks what the server passes to every page (site settings, admin). It takes them from
// the page it replaces, so the header, footer and title still render and the error page shows
// (issue 12, row 2). A navigation that succeeds gets them from the server again.
import type { PageContextClient } from 'vike/types';

export function onCreatePageContext(pageContext: PageContextClient): void {
  const previous = pageContext.previousPageContext as Partial<PageContextClient> | null;
  if (!previous) return;
  if (pageContext.site === undefined && previous.site) pageContext.site = previous.site;
  if (pageContext.admin === undefined) pageContext.admin = previous.admin ?? null;
}
