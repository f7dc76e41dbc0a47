/**
 * A TCP proxy on 127.0.0.1 in front of a real server (the test's MariaDB), which a test can make
 * hang: while hung it keeps every connection open and forwards nothing, in either direction, and
 * new connections are accepted and left silent — a database that stopped answering.
 */
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export class TcpProxy {
  private server?: Server;
  private readonly pairs = new Set<[Socket, Socket]>();
  private hung = false;

  constructor(private readonly target: { host: string; port: number }) {}

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  async start(): Promise<this> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on('data', (chunk) => { if (!this.hung) upstream.write(chunk); });
      upstream.on('data', (chunk) => { if (!this.hung) client.write(chunk); });
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.pairs.delete(pair);
      };
      client.on('close', end).on('error', end);
      upstream.on('close', end).on('error', end);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Stop forwarding: every statement under way or sent from now on waits for ever. */
  hang(): void {
    this.hung = true;
  }

  /** Forward again; connections that lost data while hung are closed so their users reconnect. */
  resume(): void {
    this.hung = false;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  async stop(): Promise<void> {
    this.resume();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
