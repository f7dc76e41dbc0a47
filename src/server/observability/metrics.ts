/**
 * Prometheus metrics (prom-client) at GET /metrics: requests and their latency by route, the
 * response cache (hits, misses, entries, bytes), page renders running and queued, the outbox's
 * backlog and oldest age, and the process's own figures (memory, CPU, event loop, GC). Each
 * composed server has its own registry. The endpoint answers callers sending
 * `Authorization: Bearer <METRICS_TOKEN>`, or, without a token, direct loopback connections
 * (no proxy in between): 401 with a token set and a wrong one, 403 for anyone else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolFigures } from '../../db/pool-figures.js';
import type { ResponseCache } from '../http-cache/index.js';
import { methodLabel, routeLabel } from './route-label.js';

export interface MetricsSources {
  cache: ResponseCache;
  /** The database connection pool's figures (MySQL/MariaDB; zeros on SQLite). */
  pool?: PoolFigures;
  /** Renders running and waiting (the page layer's slots); absent without pages. */
  renders?: { active: number; queued: number };
  /** The outbox's backlog (read from the database at each scrape). */
  outbox?: () => Promise<{ waiting: number; sending: number; failed: number; oldestWaitingAgeSeconds: number }>;
}

export interface Metrics {
  /** Counts the request once its response is done. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Answers GET /metrics. */
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>;
  registry: Registry;
}

function isLoopbackDirect(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
}

export function createMetrics(sources: MetricsSources, token: string | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer, by method and route', labelNames: ['method', 'route'], registers: [registry],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  new Counter({
    name: 'response_cache_hits_total', help: 'Anonymous reads answered from the response cache', registers: [registry],
    collect() { this.reset(); this.inc(sources.cache.stats().hits); },
  });
  new Counter({
    name: 'response_cache_misses_total', help: 'Cacheable reads the app had to answer', registers: [registry],
    collect() { this.reset(); this.inc(sources.cache.stats().misses); },
  });
  new Gauge({ name: 'response_cache_entries', help: 'Responses kept', registers: [registry], collect() { this.set(sources.cache.stats().entries); } });
  new Gauge({ name: 'response_cache_bytes', help: 'Bytes kept, every encoding counted', registers: [registry], collect() { this.set(sources.cache.stats().bytes); } });
  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({ name: 'db_pool_waiting', help: 'Queries waiting for a database connection now', registers: [registry], collect() { this.set(pool.waiting); } });
    new Counter({ name: 'db_pool_acquires_total', help: 'Database connections handed out', registers: [registry], collect() { this.reset(); this.inc(pool.acquired); } });
    new Counter({
      name: 'db_pool_wait_seconds_total', help: 'Time spent waiting for a database connection (divide by acquires for the mean)', registers: [registry],
      collect() { this.reset(); this.inc(pool.waitSeconds); },
    });
  }
  if (sources.renders) {
    const renders = sources.renders;
    new Gauge({ name: 'page_renders_active', help: 'Pages being rendered now', registers: [registry], collect() { this.set(renders.active); } });
    new Gauge({ name: 'page_renders_queued', help: 'Pages waiting for a render slot', registers: [registry], collect() { this.set(renders.queued); } });
  }
  if (sources.outbox) {
    const outbox = sources.outbox;
    const oldest = new Gauge({ name: 'outbox_oldest_waiting_age_seconds', help: 'Age of the oldest undelivered outbox row', registers: [] });
    // One read at each scrape for both gauges (this one is collected first, then the age it set).
    new Gauge({
      name: 'outbox_messages', help: 'Outbox rows by state (e-mails, webhooks)', labelNames: ['state'], registers: [registry],
      async collect() {
        const stats = await outbox();
        for (const state of ['waiting', 'sending', 'failed'] as const) this.set({ state }, stats[state]);
        oldest.set(stats.oldestWaitingAgeSeconds);
      },
    });
    registry.registerMetric(oldest);
  }

  // Each label set's series is looked up once and kept: prom-client hashes a label object on every call.
  const counted = new Map<string, Counter.Internal>();
  const timed = new Map<string, Histogram.Internal<string>>();

  return {
    registry,
    track(req, res) {
      const started = performance.now();
      // Read now: the cache and Express's routers rewrite req.url on the way.
      const route = routeLabel(req.url);
      const method = methodLabel(req.method);
      res.once('close', () => {
        const status = String(res.statusCode);
        const key = `${method} ${route}`;
        const countKey = `${key} ${status}`;
        let count = counted.get(countKey);
        if (!count) counted.set(countKey, (count = requests.labels({ method, route, status })));
        count.inc();
        let time = timed.get(key);
        if (!time) timed.set(key, (time = duration.labels({ method, route })));
        time.observe((performance.now() - started) / 1000);
      });
    },
    async answer(req, res) {
      const allowed = token ? req.headers.authorization === `Bearer ${token}` : isLoopbackDirect(req);
      if (!allowed) {
        res.writeHead(token ? 401 : 403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(token ? { 'www-authenticate': 'Bearer' } : {}) });
        res.end(token ? 'A valid METRICS_TOKEN is required.\n' : 'Metrics are served to loopback connections, or with METRICS_TOKEN set.\n');
        return;
      }
      const text = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(text);
    },
  };
}
