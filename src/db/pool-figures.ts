/**
 * How the MySQL/MariaDB connection pool keeps up, for /metrics: requests waiting for a connection
 * now, connections handed out, and the time spent waiting for them. Read through Sequelize's
 * documented pool hooks (beforePoolAcquire, afterPoolAcquire), installed once per Sequelize.
 * SQLite has no pool (one connection, a busy timeout): its figures stay 0.
 */
import type { Sequelize } from 'sequelize-typescript';

export interface PoolFigures {
  waiting: number;
  acquired: number;
  waitSeconds: number;
}

const installed = new WeakMap<Sequelize, PoolFigures>();

export function poolFigures(sequelize: Sequelize): PoolFigures {
  const known = installed.get(sequelize);
  if (known) return known;
  const current: PoolFigures = { waiting: 0, acquired: 0, waitSeconds: 0 };
  installed.set(sequelize, current);
  const started = new WeakMap<object, number>();
  sequelize.addHook('beforePoolAcquire', 'poolFigures', (options: object) => {
    current.waiting++;
    started.set(options, performance.now());
  });
  sequelize.addHook('afterPoolAcquire', 'poolFigures', (_connection: unknown, options: object) => {
    current.waiting = Math.max(0, current.waiting - 1);
    current.acquired++;
    const since = started.get(options);
    if (since !== undefined) current.waitSeconds += (performance.now() - since) / 1000;
  });
  return current;
}
