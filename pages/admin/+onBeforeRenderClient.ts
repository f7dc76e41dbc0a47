// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';

/**
 * The server's HTML holds only a "Loading..." status (+onAfterRenderHtml.ts), not a rendering
 * of the page: emptied before the first render, the root is rendered afresh instead of being
 * hydrated against markup React did not make. The admin area keeps the light colour scheme.
 */
export function onBeforeRenderClient(pageContext: PageContextClient): void {
  // Light, also when reached by a client-side navigation (pages/+htmlAttributes.ts sets it in the server's HTML).
  document.documentElement.dataset.scheme = 'light';
  if (pageContext.isHydration) document.getElementById('root')?.replaceChildren();
}
