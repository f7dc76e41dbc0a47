/**
 * Who is acting in the current request, for writes that happen deep inside services (the audit
 * log's entries for content changes, the posts' createdBy/updatedBy). The HTTP layer's identify
 * middleware runs the rest of the request inside `actorContext.run(...)`; scripts and seeds run
 * outside it and are recorded as the system.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Viewer } from './identity.service.js';

export interface Actor {
  viewer: Viewer;
  ip?: string;
  userAgent?: string;
}

export const actorContext = new AsyncLocalStorage<Actor>();

export function currentActor(): Actor | undefined {
  return actorContext.getStore();
}

/** The staff member's id behind the current request, when a signed-in member is acting. */
export function currentStaffId(): number | null {
  const viewer = currentActor()?.viewer;
  return viewer?.kind === 'session' ? viewer.user.id : null;
}
