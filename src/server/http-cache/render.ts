/**
 * A miss rendered into a response of its own. The app answers the client's request (its address,
 * its request id, its headers as the cache rewrote them) on a real ServerResponse whose socket is
 * one end of an in-memory pair; Node's HTTP client reads the other end, so the cache gets the
 * status, headers and body exactly as a client would receive them (chunked or not), and the
 * client's live response is not touched until the cache answers it with the usual methods.
 */
import { request, ServerResponse, type IncomingHttpHeaders, type IncomingMessage, type RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import { duplexPair } from 'node:stream';

export interface RenderedResponse {
  status: number;
  /** What the app set, lower-case names (Set-Cookie a list); what Node adds on the wire is left out. */
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Set by Node for one connection or one transfer, not by the app: the answer to the client gets its own. */
const WIRE_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'date'];
/** Node's 16 KB default guards against strangers; the app's own headers are read whole, as a client is sent them. */
const MAX_HEADER_BYTES = 1024 * 1024;

/**
 * `Response` is the server's response class (Express's prototype from the start:
 * express-messages.ts); the app must not have begun on `req` (the cache calls this before).
 */
export function renderApart(app: RequestListener, req: IncomingMessage, Response: typeof ServerResponse = ServerResponse): Promise<RenderedResponse> {
  const [reading, writing] = duplexPair();
  const res = new Response(req);
  res.assignSocket(writing as unknown as Socket);
  // A body without a length (an HTTP/1.0 asker) ends with its connection.
  res.once('finish', () => writing.end());
  return new Promise((resolve, reject) => {
    // Node's HTTP client is the parser here: the request line it writes goes unread into the app's end.
    const reader = request({ createConnection: () => reading as unknown as Socket, path: '/', maxHeaderSize: MAX_HEADER_BYTES }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('error', reject);
      answer.once('end', () => {
        const headers = answer.headers;
        for (const name of WIRE_HEADERS) delete headers[name];
        resolve({ status: answer.statusCode ?? 500, headers, body: Buffer.concat(chunks) });
      });
    });
    reader.once('error', reject);
    reader.end();
    app(req, res);
  });
}
