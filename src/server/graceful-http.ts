/**
 * Starting and stopping the HTTP server. listen() fails with a clear message when the port is
 * taken (Express 5's app.listen would report "listening" and let the process end with 0).
 *
 * drain() stops accepting connections and lets requests under way finish: keep-alive connections
 * that sit idle between requests are closed at once, busy ones after their answer (which says
 * `Connection: close`), and whatever is still open after `drainMs` is cut. Connections that
 * reached the machine just before the signal (still in the kernel's accept queue of a busy
 * process) are accepted and answered too: the listening socket closes once no connection has
 * arrived for QUIET_MS (at most ACCEPT_GRACE_MS after the signal). Node's own
 * server.close() is not used for this: it also closes connections whose request has arrived but
 * not been read yet (on a busy server, many), which resets requests the server had accepted.
 * Connections are tracked here instead (a few lines; http-terminator and friends do the same with
 * more machinery).
 */
import { createServer, Server, type RequestListener, type ServerOptions } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export class ListenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ListenError';
  }
}

export interface HttpServer {
  server: Server;
  /** Resolves true when every request finished in time, false when some had to be cut. */
  drain(drainMs: number): Promise<boolean>;
}

// A load balancer or a busy client can still be opening connections a few seconds after the
// signal (a loaded machine's test replay needed more than 2 s): they are taken while they come.
const QUIET_MS = 500;
const ACCEPT_GRACE_MS = 5_000;

interface SocketState {
  /** Requests on this connection not answered yet. */
  active: number;
  /** Requests answered: a connection with none has not sent its first request yet. */
  answered: number;
}

/** `options`: what node:http's createServer takes, e.g. the request and response classes (express-messages.ts). */
export function listen(handler: RequestListener, port: number, host: string, options: ServerOptions = {}): Promise<HttpServer> {
  let stopping = false;
  const sockets = new Map<Socket, SocketState>();
  const server = createServer(options, (req, res) => {
    const state = sockets.get(req.socket);
    if (state) {
      state.active++;
      res.once('close', () => {
        state.active--;
        state.answered++;
      });
    }
    // Once stopping, every answer ends its connection, so keep-alive clients let go.
    if (stopping) res.setHeader('Connection', 'close');
    handler(req, res);
  });
  let lastConnectionAt = 0;
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    sockets.set(socket, { active: 0, answered: 0 });
    socket.once('close', () => sockets.delete(socket));
  });

  const closeIdleKeepAlive = () => {
    for (const [socket, state] of sockets) if (state.active === 0 && state.answered > 0) socket.destroy();
  };

  const drain = (drainMs: number) => new Promise<boolean>((resolve) => {
    stopping = true;
    let forced = false;
    const sweep = setInterval(closeIdleKeepAlive, 100);
    const deadline = setTimeout(() => {
      forced = true;
      for (const socket of sockets.keys()) socket.destroy();
    }, drainMs);
    const signalledAt = Date.now();
    lastConnectionAt = signalledAt;
    // The listening socket only (connections end above, as their requests finish), once the
    // connections already queued have been taken.
    // Judged in the check phase, right after the poll phase has accepted what was queued (a timer
    // alone runs before it and, on a busy loop, would see an empty queue that is not).
    const closeListenerWhenQuiet = () => setImmediate(() => {
      const now = Date.now();
      if (now - lastConnectionAt < QUIET_MS && now - signalledAt < ACCEPT_GRACE_MS) {
        setTimeout(closeListenerWhenQuiet, 20);
        return;
      }
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve(!forced);
      });
    });
    setTimeout(closeListenerWhenQuiet, QUIET_MS);
    closeIdleKeepAlive();
  });

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`;
      if (error.code === 'EADDRINUSE') reject(new ListenError(`Port ${port} is already in use (${where}): stop the other server or choose another PORT`, { cause: error }));
      else if (error.code === 'EACCES') reject(new ListenError(`Not allowed to listen on ${where}: choose a PORT above 1023 or run with the right permissions`, { cause: error }));
      else reject(new ListenError(`Cannot listen on ${where}: ${error.message}`, { cause: error }));
    });
    server.listen(port, host, () => resolve({ server, drain }));
  });
}
