// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';
import { nextTask } from './_components/ui/next-task.js';

/**
 * The server renders with React, which starts the root with <link rel="preload"> hints for the
 * page's first images; the browser hydrates with Preact, which does not make them and would move
 * the page after them, taking the focus from a reader who tabbed in before the scripts ran. The
 * browser has already acted on the hints: they go before hydrating.
 *
 * Hydrating waits for a new task: loading the page's code and hydrating it in one task blocked
 * the main thread for over 100 ms on a slow phone (issue 26, long tasks); in two, each is shorter.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) return;
  document.querySelectorAll('#root > link[rel="preload"]').forEach((hint) => hint.remove());
  await nextTask();
}
