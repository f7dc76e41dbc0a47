/**
 * The browser's REST helper and its error type (SPEC sections 7 and 8): every request sends
 * credentials; a JSON body and content type only when a payload is given; any non-ok answer
 * raises an ApiError whose message is "{status}: {body text or status text}".
 */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body when the server sent one: its message and field errors. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own sentence for a person, when it sent one. */
  get userMessage(): string | undefined {
    return this.body?.message;
  }
}

function parseBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text, parseBody(text));
}

export async function apiRequest(method: string, url: string, payload?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: payload !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: payload !== undefined ? JSON.stringify(payload) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

/** GET and parse JSON; with on401 "returnNull" a 401 reads as null instead of an error. */
export async function apiGet<T>(url: string, options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
