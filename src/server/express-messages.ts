/**
 * Requests and responses created with Express's prototypes from the start.
 *
 * Express 5 gives every request and response its methods by `Object.setPrototypeOf(req,
 * app.request)` (express/lib/application.js, app.handle). Changing an object's prototype
 * after it exists gives it a new hidden class on every request, and V8 then keeps much of each
 * request's garbage alive through a scavenge (measured: 20-30 % of what a request allocates
 * survived each young-generation collection and was copied to the old generation, against
 * ~0 % for the same app without it; a bare Express app answered 3.7x the requests once its
 * messages were born with these prototypes). Node's HTTP server takes the classes it
 * constructs requests and responses with (`createServer({ IncomingMessage, ServerResponse })`):
 * built from these, a request already has `app.request` as its prototype, and V8 treats
 * Express's setPrototypeOf to the same prototype as nothing to do.
 */
import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Express } from 'express';

type MessageClasses = Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'>;

/** A constructor that runs `Base`'s and whose instances have `prototype` (a descendant of Base.prototype). */
function bornWith<T extends { prototype: object; name: string }>(Base: T, prototype: object): T {
  if (!Object.prototype.isPrototypeOf.call(Base.prototype, prototype)) throw new TypeError(`${Base.name}: the prototype does not inherit from it`);
  // Node's IncomingMessage and ServerResponse are function constructors: callable on `this`.
  function Message(this: object, ...args: unknown[]) {
    (Base as unknown as (...args: unknown[]) => void).apply(this, args);
  }
  Message.prototype = prototype;
  return Message as unknown as T;
}

/** The options for node:http's createServer that make its requests and responses Express's own. */
export function expressMessageClasses(app: Express): MessageClasses {
  return {
    IncomingMessage: bornWith(IncomingMessage, app.request),
    ServerResponse: bornWith(ServerResponse, app.response),
  };
}
