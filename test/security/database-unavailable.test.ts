/** Which failures count as "the database is unavailable" (503) rather than a bug (500) or bad input. */
import { expect } from 'chai';
import { ConnectionAcquireTimeoutError, ConnectionRefusedError, DatabaseError, TimeoutError, UniqueConstraintError, ValidationError } from 'sequelize';
import { isDatabaseUnavailable, isLockConflict } from '../../src/shared/database-unavailable.js';

function driverError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message ?? 'driver error')), fields);
}

describe('isDatabaseUnavailable', () => {
  it('recognises outages, time limits, locks and read-only databases on both databases', () => {
    const outages: unknown[] = [
      new ConnectionRefusedError(driverError({ code: 'ECONNREFUSED' })),
      new ConnectionAcquireTimeoutError(driverError({ message: 'Operation timeout' })),
      new TimeoutError(driverError({ code: 'SQLITE_BUSY', message: 'SQLITE_BUSY: database is locked' }) as never),
      new DatabaseError(driverError({ errno: 1969, sqlState: '70100', message: 'Query execution was interrupted (max_statement_time exceeded)' }) as never),
      new DatabaseError(driverError({ code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 }) as never),
      // A deadlock that outlived the write's retries: contention, answered "try again", not a 500.
      new DatabaseError(driverError({ code: 'ER_LOCK_DEADLOCK', errno: 1213, message: 'Deadlock found when trying to get lock; try restarting transaction' }) as never),
      new DatabaseError(driverError({ code: 'ER_OPTION_PREVENTS_STATEMENT', errno: 1290 }) as never),
      new DatabaseError(driverError({ code: 'SQLITE_READONLY', message: 'SQLITE_READONLY: attempt to write a readonly database' }) as never),
      driverError({ code: 'PROTOCOL_SEQUENCE_TIMEOUT', message: 'Query inactivity timeout' }),
    ];
    for (const error of outages) expect(isDatabaseUnavailable(error), String(error)).to.equal(true);
  });

  it('does not take bugs, bad input or conflicts for an outage', () => {
    const others: unknown[] = [
      new Error('x is not a function'), new TypeError('boom'), null, undefined, 'text',
      new UniqueConstraintError({}), new ValidationError('bad', []),
      new DatabaseError(driverError({ code: 'ER_PARSE_ERROR', errno: 1064 }) as never),
      new DatabaseError(driverError({ code: 'SQLITE_ERROR', message: 'SQLITE_ERROR: no such column: x' }) as never),
    ];
    for (const error of others) expect(isDatabaseUnavailable(error), String(error)).to.equal(false);
  });

  it('tells a write refused for another one\'s lock (safe to run again) from other failures', () => {
    const conflicts: unknown[] = [
      new DatabaseError(driverError({ code: 'ER_LOCK_DEADLOCK', errno: 1213, message: 'Deadlock found when trying to get lock; try restarting transaction' }) as never),
      new DatabaseError(driverError({ code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 }) as never),
      new TimeoutError(driverError({ code: 'SQLITE_BUSY', message: 'SQLITE_BUSY: database is locked' }) as never),
      driverError({ code: 'ER_LOCK_DEADLOCK', message: 'Deadlock found when trying to get lock' }),
    ];
    for (const error of conflicts) expect(isLockConflict(error), String(error)).to.equal(true);
    const others: unknown[] = [
      new UniqueConstraintError({}), new DatabaseError(driverError({ code: 'ER_PARSE_ERROR', errno: 1064 }) as never),
      new ConnectionRefusedError(driverError({ code: 'ECONNREFUSED' })), null, 'text',
    ];
    for (const error of others) expect(isLockConflict(error), String(error)).to.equal(false);
  });
});
