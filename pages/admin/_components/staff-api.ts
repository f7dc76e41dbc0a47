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
