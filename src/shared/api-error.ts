/**
 * The browser's REST helper and its errors (docs/product.md §7 and §8): every request sends
 * credentials; a JSON body and content type only when a payload is given; any non-ok answer
 * raises an ApiError whose message is "{status}: {body text or status text}". What is not meant
 * for a person becomes a sentence that is: an HTML error page (a proxy's, say) and no answer at
 * all (a network failure, or a request that ran out of time) raise clear messages instead.
 */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

export const NETWORK_FAILURE_MESSAGE = 'We could not reach the server. Please check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again in a moment.';
export const ERROR_PAGE_MESSAGE = 'The server could not answer just now. Please try again in a moment.';

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

/** No answer arrived: the network failed, or the time limit ran out. */
export class NetworkError extends Error {
  constructor(readonly reason: 'offline' | 'timeout', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? TIMEOUT_MESSAGE : NETWORK_FAILURE_MESSAGE, options);
    this.name = 'NetworkError';
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

/** An HTML page (by its type or its first tag): an error page of the server or of a proxy before it. */
export function isHtmlPage(contentType: string | null, text: string): boolean {
  return /text\/html/i.test(contentType ?? '') || /^\s*<(!doctype html|html)[\s>]/i.test(text);
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  if (isHtmlPage(res.headers.get('content-type'), text)) throw new ApiError(res.status, ERROR_PAGE_MESSAGE, null);
  throw new ApiError(res.status, text || res.statusText, parseBody(text));
}

/** fetch() with an optional time limit (the body read included); no answer is a NetworkError, a non-ok one an ApiError. */
async function send(url: string, init: RequestInit, timeoutMs?: number): Promise<Response> {
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    await throwIfResNotOk(res);
    return res;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new NetworkError(controller.signal.aborted ? 'timeout' : 'offline', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

export async function apiRequest(method: string, url: string, payload?: unknown, { timeoutMs }: { timeoutMs?: number } = {}): Promise<Response> {
  return send(url, {
    method,
    credentials: 'include',
    headers: payload !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: payload !== undefined ? JSON.stringify(payload) : undefined,
  }, timeoutMs);
}

/** GET and parse JSON; with on401 "returnNull" a 401 reads as null instead of an error. */
export async function apiGet<T>(url: string, options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include' });
  } catch (error) {
    throw new NetworkError('offline', { cause: error });
  }
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
