/**
 * A time limit on every MySQL/MariaDB statement, so a hung or locked database fails a request in
 * seconds instead of holding the visitor. Sequelize has no query timeout of its own; mysql2 has one
 * per command (`timeout`), which this adds to each command Sequelize sends. A statement past the
 * limit fails with PROTOCOL_SEQUENCE_TIMEOUT and its connection is destroyed, failing the commands
 * queued behind it on that connection as well (its answer may still
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
/** The callbacks of the commands sent on a connection and not answered yet. */
const unanswered = new WeakMap<DriverConnection, Set<(error: Error) => void>>();

export function setQueryDeadline(sequelize: Sequelize, ms: number): void {
  const deadline = deadlines.get(sequelize);
  if (deadline) deadline.ms = ms;
}

/**
 * A statement ran out of time: the connection is closed, and every command still queued on it is
 * failed with the same error. mysql2 closes a connection without answering the commands queued
 * behind the one that timed out (and a hung server never closes its end), so without this a
 * query queued behind the session settings waited for ever.
 */
function abandon(driver: DriverConnection, error: Error): void {
  const waiting = unanswered.get(driver);
  driver.destroy();
  for (const fail of [...(waiting ?? [])]) fail(error);
}

/** Installed by createSequelize for MySQL/MariaDB: wraps each new connection's query and execute. */
export function installQueryDeadline(sequelize: Sequelize): void {
  const deadline = { ms: 0 };
  deadlines.set(sequelize, deadline);
  sequelize.addHook('afterConnect', (connection: unknown) => {
    const driver = connection as DriverConnection;
    const waiting = new Set<(error: Error) => void>();
    unanswered.set(driver, waiting);
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
        if (!callback) return original({ ...options, timeout: deadline.ms }, ...args.slice(1));
        let answered = false;
        const fail = (error: Error) => {
          if (answered) return;
          answered = true;
          waiting.delete(fail);
          callback(error);
        };
        waiting.add(fail);
        const answer: Callback = (error, ...results) => {
          if (answered) return;
          answered = true;
          waiting.delete(fail);
          if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') abandon(driver, error);
          callback(error, ...results);
        };
        const rest = args.slice(1).map((arg, index) => (index + 1 === callbackAt ? answer : arg));
        return original({ ...options, timeout: deadline.ms }, ...rest);
      };
    }
  });
}
