/**
 * Progressive hydration (issue 26: no long task over 50 ms on a slow phone). Preact hydrates a
 * page in one task; a part made with hydrateLater() keeps its server-rendered DOM while the rest
 * hydrates, then hydrates in a task of its own, one part per task in page order. Preact keeps the
 * DOM of a component that suspends while hydrating and resumes into it: the part must always
 * render one root element (Preact keeps the first element it finds; never a part that may render
 * nothing or several).
 *
 * The server, and every render after the page's first (a client-side navigation), render the part
 * at once; the tree is the same either way (a Suspense boundary around the part), only the moment
 * it hydrates differs. Until then the part works as it does without JavaScript (a link is followed
 * by the browser, a form posts), and <html data-hydrated> waits for the last part (HydrationMark).
 */
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { nextTask } from './next-task.js';

/** The last part's turn: each part resumes one task after the one before it. */
let queue: Promise<void> = Promise.resolve();

function nextTurn(): Promise<void> {
  queue = queue.then(nextTask);
  return queue;
}

/** The page's first render in the browser, until every part has hydrated. */
function hydrating(): boolean {
  return typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated');
}

export function hydrateLater<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  let turn: Promise<void> | undefined;
  let ready = false;
  function Later(props: P): ReactNode {
    if (!ready && hydrating()) {
      turn ??= nextTurn().then(() => { ready = true; });
      // Suspends: Preact keeps the server's DOM and resumes here when the turn comes.
      throw turn;
    }
    return <Part {...props} />;
  }
  function HydratedLater(props: P): ReactNode {
    return <Suspense fallback={null}><Later {...props} /></Suspense>;
  }
  HydratedLater.displayName = `hydrateLater(${Part.displayName ?? Part.name})`;
  return HydratedLater;
}

/**
 * Sets <html data-hydrated> once every part has hydrated and run its effects: it is the last part
 * of the page (pages/+Layout.tsx), and effects run in the order their parts rendered. Browser tests
 * and the hydration loader's link guard (src/server/hydration-after-paint.ts) wait for it.
 */
export const HydrationMark = hydrateLater(function HydrationMark(): ReactNode {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <template />;
});
