// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';

/**
 * The server's HTML holds only a "Loading..." status (+onAfterRenderHtml.ts), not a rendering
 * of the page: emptied before the first render, the root is rendered afresh instead of being
 * hydrated against markup React did not make.
 */
export function onBeforeRenderClient(pageContext: PageContextClient): void {
  if (pageContext.isHydration) document.getElementById('root')?.replaceChildren();
}
