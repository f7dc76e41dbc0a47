/**
 * Captures the complete response the app writes for one request (status, every header, the
 * body) instead of sending it: the cache decides afterwards whether to store it and sends it
 * itself. The app's writes are buffered on the response object; nothing reaches the socket.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function lastCallback(args: unknown[]): Callback | undefined {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Callback) : undefined;
}

/** Until the app ends the response, its writes are kept; the promise then gives them back. */
export function captureResponse(res: ServerResponse): Promise<CapturedResponse> {
  const chunks: Buffer[] = [];
  const patched = res as unknown as Record<string, unknown>;
  return new Promise((resolve) => {
    patched.writeHead = (status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      if (typeof rest[0] === 'string') res.statusMessage = rest.shift() as string;
      const headers = rest[0];
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
      } else if (headers && typeof headers === 'object') {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
      }
      return res;
    };
    patched.flushHeaders = () => undefined;
    patched.write = (chunk: Chunk, ...args: unknown[]) => {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, typeof args[0] === 'string' ? (args[0] as BufferEncoding) : undefined));
      const callback = lastCallback(args);
      if (callback) process.nextTick(callback);
      return true;
    };
    patched.end = (...args: unknown[]) => {
      const chunk = args[0];
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(toBuffer(chunk as Chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined));
      }
      // The app is done with the response; from here the cache writes it with the real methods.
      for (const name of ['writeHead', 'flushHeaders', 'write', 'end']) delete patched[name];
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      const callback = lastCallback(args);
      if (callback) process.nextTick(callback);
      return res;
    };
  });
}

/** Headers set for this one request before the app ran (its id): they stay when the app's are cleared. */
const OWN_HEADERS = new Set(['x-request-id']);

/** Clears what the app set, so the cache can write its own headers (the request's own stay). */
export function clearHeaders(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) if (!OWN_HEADERS.has(name)) res.removeHeader(name);
}

/** Takes the named headers off the response (set for this client alone), to set them again after the capture. */
export function takeHeaders(res: ServerResponse, names: readonly string[]): Array<[string, string | number | string[]]> {
  const taken: Array<[string, string | number | string[]]> = [];
  for (const name of names) {
    const value = res.getHeader(name);
    if (value === undefined) continue;
    taken.push([name, value]);
    res.removeHeader(name);
  }
  return taken;
}

/** Takes the named headers out of a captured response (set by the app for this client alone), to set them on this answer only. */
export function takeCapturedHeaders(captured: CapturedResponse, names: readonly string[]): Array<[string, string | number | string[]]> {
  const taken: Array<[string, string | number | string[]]> = [];
  for (const name of names) {
    const value = captured.headers[name];
    if (value === undefined) continue;
    taken.push([name, value]);
    delete captured.headers[name];
  }
  return taken;
}
