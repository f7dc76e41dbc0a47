// https://vike.dev/onCreateGlobalContext
import { nextTask } from './_components/ui/next-task.js';

/**
 * Vike's client router starts in one task: its runtime's code, the global context (every page's
 * config parsed), the history set up, then the first render, which routes and loads the page's
 * code. The first render awaits the global context, and so this hook: waiting for a new task here
 * puts the first render in a task of its own (issue 26: no long task over 50 ms on a slow phone;
 * what Vike could do itself is in docs/upstream/vike-client-start-long-task.md).
 */
export async function onCreateGlobalContext(): Promise<void> {
  await nextTask();
}
