// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';

/**
 * The server renders with React, which starts the root with <link rel="preload"> hints for the
 * page's first images; the browser hydrates with Preact, which does not make them and would move
 * the page after them, taking the focus from a reader who tabbed in before the scripts ran. The
 * browser has already acted on the hints: they go before hydrating.
 */
export function onBeforeRenderClient(pageContext: PageContextClient): void {
  if (pageContext.isHydration) document.querySelectorAll('#root > link[rel="preload"]').forEach((hint) => hint.remove());
}
