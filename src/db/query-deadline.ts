/**
 * A time limit on every MySQL/MariaDB statement, so a hung or locked database fails a request in
 * seconds instead of holding the visitor. Sequelize has no query timeout of its own; mysql2 has one
 * per command (`timeout`), which this adds to each command Sequelize sends. A statement past the
 * limit fails with PROTOCOL_SEQUENCE_TIMEOUT and its connection is destroyed (its answer may still
 * arrive), so the pool opens a fresh one. The server is told the same limit for lock waits, so a
 * statement the client gave up on does not wait for a lock for ever either.
 *
 * Off until setQueryDeadline() is called: start-up migrations and the start-up lock may take
 * longer than any visitor should wait.
 */
import type { Sequelize } from 'sequelize-typescript';

type Callback = (error: (Error & { code?: string }) | null, ...rest: unknown[]) => void;
interface DriverConnection {
  query(...args: unknown[]): unknown;
  execute(...args: unknown[]): unknown;
  destroy(): void;
}

const deadlines = new WeakMap<Sequelize, { ms: number }>();
const configured = new WeakMap<DriverConnection, number>();

export function setQueryDeadline(sequelize: Sequelize, ms: number): void {
  const deadline = deadlines.get(sequelize);
  if (deadline) deadline.ms = ms;
}

/** Installed by createSequelize for MySQL/MariaDB: wraps each new connection's query and execute. */
export function installQueryDeadline(sequelize: Sequelize): void {
  const deadline = { ms: 0 };
  deadlines.set(sequelize, deadline);
  sequelize.addHook('afterConnect', (connection: unknown) => {
    const driver = connection as DriverConnection;
    for (const method of ['query', 'execute'] as const) {
      const original = driver[method].bind(driver);
      driver[method] = (...args: unknown[]) => {
        if (!deadline.ms) return original(...args);
        if (configured.get(driver) !== deadline.ms) {
          configured.set(driver, deadline.ms);
          const seconds = Math.max(1, Math.ceil(deadline.ms / 1000));
          // Errors ignored: MySQL has no max_statement_time; the client-side limit holds regardless.
          driver.query({ sql: `SET SESSION lock_wait_timeout = ${seconds}, innodb_lock_wait_timeout = ${seconds}` }, () => undefined);
          driver.query({ sql: `SET SESSION max_statement_time = ${deadline.ms / 1000}` }, () => undefined);
        }
        const callbackAt = args.findIndex((arg) => typeof arg === 'function');
        const options = typeof args[0] === 'string' ? { sql: args[0] } : { ...(args[0] as object) };
        const callback = args[callbackAt] as Callback | undefined;
        const rest = args.slice(1).map((arg, index) => (index + 1 === callbackAt && callback
          ? ((error: (Error & { code?: string }) | null, ...results: unknown[]) => {
              if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') driver.destroy();
              callback(error, ...results);
            })
          : arg));
        return original({ ...options, timeout: deadline.ms }, ...rest);
      };
    }
  });
}
