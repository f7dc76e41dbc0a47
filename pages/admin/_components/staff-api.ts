/**
 * The staff REST calls the pages make without a session (accepting an invitation, password
 * reset): JSON in, JSON out; a refusal answers the server's message and its field messages.
 */
export interface StaffApiResult {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
}

export async function postStaffApi(path: string, body: unknown): Promise<StaffApiResult> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    return { ok: false, message: 'Could not reach the server. Check your connection and try again.' };
  }
  const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  return { ok: res.ok, message: json.message, errors: json.errors };
}

/** A refused or failed staff REST call: the server's message, its field messages and the status (0: no answer). */
export class StaffApiError extends Error {
  constructor(message: string, readonly status: number, readonly errors: Record<string, string> = {}) {
    super(message);
  }
}

/**
 * The signed-in screens' REST calls (staff, account, audit log): JSON in and out, cookies of
 * this site only. A 401 means the session ended: the caller's `onUnauthenticated` runs.
 */
export async function staffRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StaffApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!res.ok) {
    if (res.status === 401) staffApiEvents.onUnauthenticated?.();
    throw new StaffApiError(json.message ?? `The server answered ${res.status}`, res.status, json.errors ?? {});
  }
  return json as T;
}

/** Set by the admin layout: where a session that ended sends the member (to log in again). */
export const staffApiEvents: { onUnauthenticated?: () => void } = {};

/** The message to show for a failed call. */
export function staffErrorText(error: unknown, fallback: string): string {
  if (error instanceof StaffApiError) {
    const fields = Object.values(error.errors);
    return fields.length && !fields.includes(error.message) ? `${error.message}: ${fields.join(' ')}` : error.message;
  }
  return fallback;
}
