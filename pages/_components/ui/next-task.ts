/**
 * Resolves in a new task of the browser's event loop, so that the work after it runs in a task of
 * its own: one long start becomes several short ones (issue 26: no long task over 50 ms on a slow
 * phone). A timer, not a resolved promise: a microtask runs on in the task that queued it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}
