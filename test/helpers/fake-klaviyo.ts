/**
 * A fake Klaviyo API for tests: a real HTTP server on 127.0.0.1 that records every request and
 * answers 202 by default. It can be told to answer 500, 429 with Retry-After, 400 with a JSON:API
 * error, to hang past the client's timeout, or to refuse connections (closed port), and to do so
 * for the next N requests or until told otherwise.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeAnswer =
  | { kind: 'ok'; status?: number }
  | { kind: 'error'; status: number; body?: unknown; retryAfter?: string }
  | { kind: 'hang' };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  /** The status the fake answered, or 0 when it hung. */
  answered: number;
  /** Date.now() when the request arrived. */
  at: number;
}

export class FakeKlaviyo {
  readonly requests: RecordedRequest[] = [];
  private server?: Server;
  private port = 0;
  private readonly sockets = new Set<Socket>();
  private scripted: FakeAnswer[] = [];
  private fallback: FakeAnswer = { kind: 'ok' };

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    await this.listen(this.port);
    return this;
  }

  /** Every later request gets this answer (until `answer` is called again). */
  answer(answer: FakeAnswer): void {
    this.fallback = answer;
    this.scripted = [];
  }

  /** The next `count` requests get this answer, then the standing one again. */
  answerNext(count: number, answer: FakeAnswer): void {
    for (let i = 0; i < count; i++) this.scripted.push(answer);
  }

  /** Closes the port: connections are refused until `accept()`. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Opens the same port again. */
  async accept(): Promise<void> {
    if (!this.server) await this.listen(this.port);
  }

  async stop(): Promise<void> {
    await this.refuse();
  }

  /** Bodies of the successful (2xx) requests to one endpoint, e.g. "events". */
  delivered(path: string): any[] {
    return this.requests.filter((request) => request.path === `/api/${path}` && request.answered >= 200 && request.answered < 300).map((request) => request.body);
  }

  /** unique_id of every accepted event, in arrival order. */
  eventIds(): string[] {
    return this.delivered('events').map((body) => body.data.attributes.unique_id as string);
  }

  /** E-mail of every accepted subscription job. */
  subscribedEmails(): string[] {
    return this.delivered('profile-subscription-bulk-create-jobs').map((body) => body.data.attributes.profiles.data[0].attributes.email as string);
  }

  private listen(port: number): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Recorded as text.
    }
    const answer = this.scripted.shift() ?? this.fallback;
    const record: RecordedRequest = { method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, headers: req.headers, body, answered: 0, at };
    this.requests.push(record);
    if (answer.kind === 'hang') return; // Never answers; the socket is destroyed on stop().
    if (answer.kind === 'ok') {
      record.answered = answer.status ?? 202;
      res.writeHead(record.answered).end();
      return;
    }
    record.answered = answer.status;
    const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
    if (answer.retryAfter !== undefined) headers['Retry-After'] = answer.retryAfter;
    const errorBody = answer.body ?? { errors: [{ id: 'fake', status: answer.status, code: 'error', title: `Fake error ${answer.status}`, detail: 'The fake was told to fail.' }] };
    res.writeHead(answer.status, headers).end(JSON.stringify(errorBody));
  }
}
