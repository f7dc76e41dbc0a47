/** Database faults made on purpose: a held write lock, and a timer for how fast the refusal comes. */
import sqlite3 from 'sqlite3';
import mysql from 'mysql2/promise';

/** Holds the database's write lock (SQLite) or a read lock on the readiness probe's table (MySQL) until released. */
export async function lockWrites(databaseUrl: string): Promise<() => Promise<void>> {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new sqlite3.Database(databaseUrl.slice('sqlite:'.length));
    await new Promise<void>((resolve, reject) => db.run('BEGIN IMMEDIATE', (error) => (error ? reject(error) : resolve())));
    return () => new Promise<void>((resolve) => db.run('ROLLBACK', () => db.close(() => resolve())));
  }
  const connection = await mysql.createConnection(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  await connection.query('LOCK TABLES rate_limits READ, waitlist_entries READ, outbox_messages READ');
  return async () => {
    await connection.query('UNLOCK TABLES');
    await connection.end();
  };
}

export async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
}
