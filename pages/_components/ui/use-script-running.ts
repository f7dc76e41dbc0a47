import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while it hydrates, true once React runs in the browser: a
 * control can be plain HTML that works without JavaScript first and become the scripted one after.
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
