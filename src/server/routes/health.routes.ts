/**
 * GET /health (liveness): cheap — the database answers a SELECT, plus the figures other parts
 * report (outbox backlog). GET /health/ready (readiness, for a load balancer): the database
 * answers and takes a write (an insert in a transaction that is rolled back, so nothing stays),
 * within a time limit, and its schema is one this code knows (no migration applied that this release
 * does not ship: a newer release migrated it during a rolling upgrade); a read-only, locked,
 * unreachable or newer database answers 503 with Retry-After, so the balancer stops sending traffic.
 * Anyone gets the verdict; the details (which check failed, the driver's reason, timings) go only
 * to operators: a caller sending `Authorization: Bearer <HEALTH_TOKEN>`, or, when no token is
 * set, a direct loopback connection (not through a proxy).
 */
import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize-typescript';
import { knownMigrations, unknownAppliedMigrations } from '../../db/migrate.js';
import { RETRY_AFTER_SECONDS } from '../../shared/database-unavailable.js';

export type HealthProbe = () => Promise<Record<string, unknown>>;

export interface ReadinessOptions {
  healthToken?: string;
  /** The project folder: the migrations this code ships are read from it. */
  rootDir: string;
  /** Each check fails after this long. */
  timeoutMs: number;
}

function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function isOperator(req: Request, token: string | undefined): boolean {
  if (token) return req.headers.authorization === `Bearer ${token}`;
  const address = req.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
}

/** A write the database must accept, undone at once. */
async function probeWrite(sequelize: Sequelize): Promise<void> {
  const transaction = await sequelize.transaction();
  try {
    await sequelize.getQueryInterface().bulkInsert('rate_limits', [{ key: `readiness-probe:${process.pid}:${Date.now()}`, points: 0, expire: 0 }], { transaction });
  } finally {
    await transaction.rollback();
  }
}

export function healthRoutes(sequelize: Sequelize, probes: HealthProbe[], readiness: ReadinessOptions): Router {
  const router = Router();
  const known = knownMigrations(readiness.rootDir);
  router.get('/health', async (_req, res) => {
    try {
      await sequelize.query('SELECT 1');
      const figures = await Promise.all(probes.map((probe) => probe()));
      res.set('Cache-Control', 'no-store').json(Object.assign({ status: 'ok', database: 'ok' }, ...figures));
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable', database: 'unreachable' });
    }
  });

  router.get('/health/ready', async (req, res) => {
    const started = Date.now();
    const checks: Record<string, { ok: boolean; ms: number; error?: string }> = {};
    const run = async (name: string, work: () => Promise<unknown>) => {
      const at = Date.now();
      try {
        await withinTime(work(), readiness.timeoutMs, name);
        checks[name] = { ok: true, ms: Date.now() - at };
      } catch (error) {
        checks[name] = { ok: false, ms: Date.now() - at, error: (error as Error).message };
      }
    };
    await run('read', () => sequelize.query('SELECT 1'));
    if (checks.read!.ok) await run('write', () => probeWrite(sequelize));
    if (checks.read!.ok) {
      await run('schema', async () => {
        const unknown = await unknownAppliedMigrations(sequelize, known);
        if (unknown.length) throw new Error(`the database has migrations this release does not ship: ${unknown.join(', ')}`);
      });
    }
    const ready = checks.read!.ok && !!checks.write?.ok && !!checks.schema?.ok;
    res.set('Cache-Control', 'no-store');
    if (!ready) res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS));
    const verdict = { status: ready ? 'ready' : 'unavailable' };
    if (!isOperator(req, readiness.healthToken)) {
      res.json(verdict);
      return;
    }
    const database = ready ? 'ok' : !checks.read!.ok ? 'unreachable' : !checks.write?.ok ? 'read-only or locked' : 'newer schema than this release';
    res.json({ ...verdict, database, checks, ms: Date.now() - started });
  });
  return router;
}
