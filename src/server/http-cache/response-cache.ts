/**
 * The response cache in front of the app (docs/ARCHITECTURE.md, "The walk of one request"):
 * a Node request listener that answers anonymous reads from memory before Express runs, and on a
 * miss asks the app for the normalised URL on a response of its own (render.ts), keeps the
 * complete response when the app marked it public, and answers the client(s) from that. Entries are purged by cache tag when content changes (this process at
 * once, others through the change log) and expire at the next scheduled publish or year end.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { CacheSettings } from '../../config/cache.config.js';
import type { Logger } from '../../config/logger.js';
import type { RecordedChange, Services } from '../../services/index.js';
import { COST_HEADER } from '../middleware/graphql-budget.js';
import { RATE_LIMIT_HEADERS } from '../middleware/rate-limit-headers.js';
import { ChangeSync } from './change-sync.js';
import { buildEntry, type CacheEntry } from './entry.js';
import { PublishHorizon } from './publish-horizon.js';
import { renderApart, type RenderedResponse } from './render.js';
import { cacheKeyFor, type RequestKey } from './request-key.js';
import { sendEntry, sendRendered, type Ask } from './replay.js';
import { ResponseStore } from './store.js';

export interface ResponseCacheDeps {
  /** The app behind the cache (the Express app is a request listener). */
  app: RequestListener;
  settings: CacheSettings;
  services: Pick<Services, 'contentChanges' | 'posts' | 'changedElsewhere'>;
  logger: Logger;
  /** The CORS allow-list (config.security.cors.origins): with a list, API entries are kept per allowed Origin. */
  corsOrigins?: '*' | readonly string[];
  /** What "now" is for expiry (tests move it); the services' clock in production. */
  clock?: () => Date;
  /**
   * Charges a kept GraphQL answer's cost to the asking client's budget before it is replayed, and
   * says so on the answer; false when the client is over its budget (the app then answers, and
   * refuses it as it would without the cache). Without it nothing is charged.
   */
  chargeHit?: (req: IncomingMessage, res: ServerResponse, cost: number) => boolean;
  /** The server's response class (express-messages.ts), for the response a miss is rendered into. */
  Response?: typeof ServerResponse;
}

export interface ResponseCache {
  listener: RequestListener;
  /** Reads where the change log stands and the next publish time, then keeps in step. */
  start(): Promise<void>;
  stop(): void;
  /** Drops every entry (operators: a restart does the same). */
  purgeAll(): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
  /** How the cache answered this response: a hit, a miss (the app rendered it for the cache), a stale entry while the database is out of reach, or it stood aside. */
  outcomeOf(res: ServerResponse): CacheOutcome;
}

export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'bypass';

/** RFC 9211's Cache-Status of a response kept from before the database became unreachable. */
export const STALE_STATUS = 'site-cache; hit; detail=stale-database-unavailable';

const STORABLE_STATUS = new Set([200, 301, 302, 307, 308, 404, 410]);
/** Headers the app sets for the asking client alone (its rate limit and cost budget, the cost charged): never kept, sent to that client only. */
const CLIENT_HEADERS = [...RATE_LIMIT_HEADERS, COST_HEADER];
/** Request headers the app must not see on a miss: it renders the full response once for everyone. */
const VALIDATORS = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];

function askOf(req: IncomingMessage): Ask {
  return { method: req.method ?? 'GET', acceptEncoding: req.headers['accept-encoding'], ifNoneMatch: req.headers['if-none-match'] };
}

/** Public, no cookie or per-client header set, and varying on nothing the key leaves out. */
function storable(rendered: RenderedResponse, found: RequestKey): boolean {
  const { headers } = rendered;
  if (!STORABLE_STATUS.has(rendered.status) || headers['set-cookie'] !== undefined) return false;
  // Per-client figures (a rate limit's remaining count) must not be replayed to others.
  if (Object.keys(headers).some((name) => /^(x-)?ratelimit/.test(name))) return false;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/\bpublic\b/.test(control) || /\b(private|no-store|no-cache)\b/.test(control)) return false;
  const vary = String(headers.vary ?? '').toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
  return vary.every((name) => name === 'accept-encoding' || found.vary.includes(name));
}

/**
 * Moves what the app set for this client alone (a GraphQL answer's cost and budget) from the
 * rendered response to the client's, after the figures already there (its address allowance);
 * answers the cost charged, if any.
 */
function moveClientHeaders(rendered: RenderedResponse, res: ServerResponse): number | undefined {
  const cost = rendered.headers[COST_HEADER];
  for (const name of CLIENT_HEADERS) {
    const value = rendered.headers[name];
    if (value === undefined) continue;
    delete rendered.headers[name];
    const before = res.getHeader(name);
    res.setHeader(name, before === undefined ? value : `${String(before)}, ${String(value)}`);
  }
  return cost === undefined ? undefined : Number(cost);
}

/** The client that asked for a render left, and nobody else waits for it. */
class RenderAbandoned extends Error {}

export function createResponseCache({ app, settings, services, logger, corsOrigins = '*', clock = () => new Date(), chargeHit = () => true, Response }: ResponseCacheDeps): ResponseCache {
  const now = () => clock().getTime();
  const store = new ResponseStore(settings.maxBytes, now);
  const horizon = new PublishHorizon((after) => services.posts.nextScheduledPublish(after), now, logger);
  const inflight = new Map<string, Promise<CacheEntry | null>>();
  /** How many requests wait for each key's render besides the one that started it. */
  const waiting = new Map<string, number>();
  const outcomes = new WeakMap<ServerResponse, CacheOutcome>();
  let hits = 0;
  let misses = 0;

  const applyChanges = (changes: RecordedChange[], everything: boolean) => {
    const dropped = everything ? (store.clear(), -1) : store.purge(changes.flatMap((change) => change.tags));
    if (everything || changes.some((change) => change.subject.type === 'post')) horizon.invalidate();
    logger.debug({ event: 'cache.purged', changes: changes.map((change) => change.id), dropped }, 'response cache purged');
  };
  const sync = new ChangeSync(services.contentChanges, settings.syncMs, (changes, everything) => {
    // What the services keep (the category catalogue) before the pages: a page rendered after
    // the purge must not be made from categories read before the change.
    services.changedElsewhere(changes, everything);
    applyChanges(changes, everything);
  }, logger);
  if (settings.enabled) {
    services.contentChanges.onCommit((changes) => {
      sync.markSeen(changes);
      applyChanges(changes, false);
    });
  }

  async function render(req: IncomingMessage, res: ServerResponse, found: RequestKey, ask: Ask): Promise<void> {
    let settle!: (entry: CacheEntry | null) => void;
    const shared = new Promise<CacheEntry | null>((resolve) => (settle = resolve));
    inflight.set(found.key, shared);
    try {
      const renderedFrom = store.position();
      const expiresAt = horizon.current();
      // The app renders the normalised URL, in full and uncompressed, whoever asked.
      req.method = 'GET';
      req.url = found.url;
      for (const name of VALIDATORS) delete req.headers[name];
      req.headers['accept-encoding'] = 'identity';
      // A client that hangs up while nobody else waits for the same key takes the render with it.
      const abandoned = new AbortController();
      res.once('close', () => {
        if (!res.writableFinished && !waiting.get(found.key)) abandoned.abort(new RenderAbandoned());
      });
      const rendered = await renderApart(app, req, Response, abandoned.signal);
      const cost = moveClientHeaders(rendered, res);
      if (expiresAt === null || !storable(rendered, found)) {
        settle(null);
        sendRendered(ask, res, rendered);
        return;
      }
      const entry = await buildEntry(rendered, expiresAt, cost);
      settle(store.set(found.key, entry, renderedFrom) ? entry : null);
      sendEntry(ask, res, entry);
    } catch (error) {
      settle(null);
      if (error instanceof RenderAbandoned) return;
      logger.error({ event: 'cache.render_failed', err: error, url: found.url }, 'response cache could not answer');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    } finally {
      if (inflight.get(found.key) === shared) inflight.delete(found.key);
    }
  }

  async function miss(req: IncomingMessage, res: ServerResponse, found: RequestKey): Promise<void> {
    misses++;
    const ask = askOf(req);
    // Requests for a key being rendered wait for that render instead of rendering it again.
    const pending = inflight.get(found.key);
    let entry: CacheEntry | null = null;
    if (pending) {
      waiting.set(found.key, (waiting.get(found.key) ?? 0) + 1);
      try {
        entry = await pending;
      } finally {
        const left = (waiting.get(found.key) ?? 1) - 1;
        if (left > 0) waiting.set(found.key, left);
        else waiting.delete(found.key);
      }
    }
    if (entry && now() < entry.expiresAt) replay(req, res, entry, ask);
    else await render(req, res, found, ask);
  }

  /** A kept answer to this client, a GraphQL answer charged to its budget first (over it: the app answers). */
  function replay(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, ask: Ask = askOf(req)): void {
    if (entry.cost !== undefined && !chargeHit(req, res, entry.cost)) {
      outcomes.set(res, 'bypass');
      return void app(req, res);
    }
    sendEntry(ask, res, entry);
  }

  const listener: RequestListener = (req, res) => {
    const found = settings.enabled ? cacheKeyFor(req, corsOrigins) : null;
    if (!found) return void app(req, res);
    if (!sync.healthy()) {
      // The change log cannot be read: the database is down or out of reach, so nothing newer can
      // be rendered either. What is kept is answered, marked stale (stale-if-error); the rest
      // goes to the app, which answers 503 with Retry-After.
      const stale = store.peek(found.key);
      if (!stale) return void app(req, res);
      hits++;
      outcomes.set(res, 'stale');
      res.setHeader('Cache-Status', STALE_STATUS);
      return replay(req, res, stale);
    }
    const entry = store.get(found.key);
    if (entry) {
      hits++;
      outcomes.set(res, 'hit');
      return replay(req, res, entry);
    }
    outcomes.set(res, 'miss');
    void miss(req, res, found);
  };

  return {
    listener,
    async start() {
      if (!settings.enabled) return;
      horizon.invalidate();
      await sync.start();
    },
    stop() {
      sync.stop();
      horizon.stop();
    },
    purgeAll: () => store.clear(),
    stats: () => ({ entries: store.count, bytes: store.bytes, hits, misses }),
    outcomeOf: (res) => outcomes.get(res) ?? 'bypass',
  };
}
