/**
 * Consistent online backups, taken while the site keeps writing, and their restore.
 *
 * SQLite: `VACUUM INTO` writes a copy of the database as one read transaction sees it (writers go
 * on in WAL mode); the copy is an ordinary SQLite file. Restoring uses SQLite's backup API
 * (sqlite3_backup, through the sqlite3 package) to copy that file's pages into the database
 * under its write lock, so a reader never sees half of it. A plain `cp` of the live file is not
 * a backup: it can miss what sits in the -wal file or copy a page mid-write.
 *
 * MySQL/MariaDB: one connection reads every table inside `START TRANSACTION WITH CONSISTENT
 * SNAPSHOT` (InnoDB's repeatable read: the state at one moment, writers not blocked), the same
 * thing `mysqldump --single-transaction` does, and writes a JSON-lines file: the server's own
 * CREATE TABLE for each table, then its rows in batches. Restoring drops the tables the file names,
 * creates them and inserts the rows with foreign-key checks off, then checks them on again.
 *
 * Uploaded files are not in the database: back up DATA_DIR's media folder beside this file once
 * there is one (docs/operations.md). Both work on connections of their own, from DATABASE_URL.
 */
import { chmodSync, createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Connection as CallbackConnection } from 'mysql2';
import mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';
import { sqliteFile } from './connection.js';

const ROWS_PER_LINE = 500;
const FORMAT = 'mental-fitness-site backup 1';

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number | null;
}

/** DATABASE_URL and the project folder (a relative SQLite path is resolved from it). */
export interface DatabaseLocation {
  databaseUrl: string;
  rootDir: string;
}

const isSqlite = (where: DatabaseLocation) => where.databaseUrl.startsWith('sqlite:');

export async function backupDatabase(where: DatabaseLocation, file: string): Promise<BackupSummary> {
  if (existsSync(file)) throw new Error(`${file} exists already: a backup never overwrites a file`);
  if (isSqlite(where) && !existsSync(sqliteFile(where.databaseUrl, where.rootDir))) {
    throw new Error(`there is no database at ${sqliteFile(where.databaseUrl, where.rootDir)} (check DATABASE_URL)`);
  }
  return isSqlite(where) ? backupSqlite(where, file) : backupMysql(where, file);
}

export async function restoreDatabase(where: DatabaseLocation, file: string): Promise<BackupSummary> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  return isSqlite(where) ? restoreSqlite(where, file) : restoreMysql(where, file);
}

/** A sqlite3 connection of its own, closed after `work`. */
async function withSqlite<T>(where: DatabaseLocation, work: (db: sqlite3.Database) => Promise<T>): Promise<T> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(sqliteFile(where.databaseUrl, where.rootDir), (error) => (error ? reject(error) : resolve(opened)));
  });
  try {
    db.configure('busyTimeout', 10_000);
    return await work(db);
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

function run(db: sqlite3.Database, sql: string, params: unknown[] = []): Promise<void> {
  return new Promise((resolve, reject) => db.run(sql, params, (error) => (error ? reject(error) : resolve())));
}

function tableCount(db: sqlite3.Database): Promise<number> {
  return new Promise((resolve, reject) => db.get("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'", (error, row: { n: number }) => (error ? reject(error) : resolve(Number(row.n)))));
}

async function backupSqlite(where: DatabaseLocation, file: string): Promise<BackupSummary> {
  const tables = await withSqlite(where, async (db) => {
    await run(db, 'VACUUM INTO ?', [file]);
    return tableCount(db);
  });
  chmodSync(file, 0o600); // it holds sessions and password hashes
  return { file, tables, rows: null };
}

/** The part of sqlite3's Backup the restore uses (the package ships no types for it). */
interface SqliteBackup {
  step(pages: number, done: (error: Error | null) => void): void;
  finish(done?: (error: Error | null) => void): void;
  readonly completed: boolean;
  readonly failed: boolean;
}
type BackupOpener = (file: string, destName: string, sourceName: string, filenameIsDest: boolean, done: (error: Error | null) => void) => SqliteBackup;

/** SQLite's own check of a file (a file cut short or damaged fails it), on a read-only connection. */
async function checkSqliteFile(file: string): Promise<void> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => (error ? reject(error) : resolve(opened)));
  });
  try {
    const verdict = await new Promise<string>((resolve, reject) => db.get('PRAGMA quick_check', (error, row: Record<string, string> | undefined) => (error ? reject(error) : resolve(Object.values(row ?? {})[0] ?? ''))));
    if (verdict !== 'ok') throw new Error(verdict);
  } catch (error) {
    throw new Error(`${file} is not a whole SQLite backup (${(error as Error).message})`, { cause: error });
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

async function restoreSqlite(where: DatabaseLocation, file: string): Promise<BackupSummary> {
  await checkSqliteFile(file);
  const tables = await withSqlite(where, async (target) => {
    const backup = await new Promise<SqliteBackup>((resolve, reject) => {
      // filenameIsDest false: the file is the source, the open database the destination.
      const opened: SqliteBackup = (target as unknown as { backup: BackupOpener }).backup(file, 'main', 'main', false, (error) => (error ? reject(error) : resolve(opened)));
    });
    await new Promise<void>((resolve, reject) => backup.step(-1, (error) => (error ? reject(error) : resolve())));
    const completed = backup.completed;
    await new Promise<void>((resolve) => backup.finish(() => resolve()));
    if (!completed) throw new Error('the restore did not complete (the database stayed busy)');
    return tableCount(target);
  });
  return { file, tables, rows: null };
}

function mysqlOptions(where: DatabaseLocation): mysql.ConnectionOptions {
  const url = new URL(where.databaseUrl.replace(/^mariadb:/, 'mysql:'));
  // Dates as the server writes them, so they go back in unchanged; big numbers as text.
  return {
    host: url.hostname, port: Number(url.port) || 3306, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) || undefined,
    database: decodeURIComponent(url.pathname.slice(1)), dateStrings: true, supportBigNumbers: true, bigNumberStrings: true,
  };
}

type Line = { format: string } | { table: string; create: string } | { table: string; rows: unknown[][]; columns: string[] } | { end: { tables: number; rows: number } };

/** Buffers (binary columns) survive JSON as {"$base64": "..."}. */
function encodeValue(value: unknown): unknown {
  return Buffer.isBuffer(value) ? { $base64: value.toString('base64') } : value;
}
function decodeValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' && '$base64' in value ? Buffer.from(String((value as { $base64: string }).$base64), 'base64') : value;
}

/** The callback connection under the promise wrapper: only it streams rows. */
function callbackSide(connection: mysql.Connection): CallbackConnection {
  return (connection as unknown as { connection: CallbackConnection }).connection;
}

async function backupMysql(where: DatabaseLocation, file: string): Promise<BackupSummary> {
  const connection = await mysql.createConnection(mysqlOptions(where));
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const write = async (line: Line) => {
    if (!out.write(JSON.stringify(line) + '\n')) await once(out, 'drain');
  };
  let tables = 0;
  let total = 0;
  try {
    // TIMESTAMP columns are read and written in UTC, whatever the server's zone.
    await connection.query("SET time_zone = '+00:00'");
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    await write({ format: FORMAT });
    const [names] = await connection.query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'");
    for (const row of names as Array<Record<string, string>>) {
      const table = Object.values(row)[0]!;
      const [created] = await connection.query(`SHOW CREATE TABLE \`${table}\``);
      await write({ table, create: (created as Array<Record<string, string>>)[0]!['Create Table']! });
      tables++;
      // One query per table, streamed in batches so a large table is never held whole.
      const stream = callbackSide(connection).query(`SELECT * FROM \`${table}\``).stream();
      let columns: string[] | null = null;
      let batch: unknown[][] = [];
      for await (const record of stream as AsyncIterable<Record<string, unknown>>) {
        columns ??= Object.keys(record);
        batch.push(columns.map((column) => encodeValue(record[column])));
        total++;
        if (batch.length === ROWS_PER_LINE) {
          await write({ table, columns, rows: batch });
          batch = [];
        }
      }
      if (batch.length && columns) await write({ table, columns, rows: batch });
    }
    await connection.query('COMMIT');
    // The last line says what the file holds, so a restore knows a file cut short from a whole one.
    await write({ end: { tables, rows: total } });
    out.end();
    await once(out, 'finish');
    return { file, tables, rows: total };
  } catch (error) {
    out.destroy();
    rmSync(file, { force: true });
    throw error;
  } finally {
    await connection.end();
  }
}

async function restoreMysql(where: DatabaseLocation, file: string): Promise<BackupSummary> {
  const connection = await mysql.createConnection(mysqlOptions(where));
  let tables = 0;
  let rows = 0;
  let first = true;
  let declared: { tables: number; rows: number } | undefined;
  try {
    await connection.query("SET time_zone = '+00:00'");
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    // The reader is made where it is iterated: readline emits lines as soon as the file is read,
    // and the lines (and the end) emitted before iteration begins are lost.
    for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      if (!text.trim()) continue;
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch (error) {
        throw new Error(`${file} is incomplete or damaged (a line that is not whole): restored ${tables} tables and ${rows} rows of it`, { cause: error });
      }
      if (first) {
        if (!('format' in line) || line.format !== FORMAT) throw new Error(`${file} is not a backup made by db:backup`);
        first = false;
        continue;
      }
      if ('end' in line) {
        declared = line.end;
      } else if ('create' in line) {
        await connection.query(`DROP TABLE IF EXISTS \`${line.table}\``);
        await connection.query(line.create);
        tables++;
      } else if ('rows' in line) {
        const columns = line.columns.map((column) => `\`${column}\``).join(', ');
        await connection.query(`INSERT INTO \`${line.table}\` (${columns}) VALUES ?`, [line.rows.map((row) => row.map(decodeValue))]);
        rows += line.rows.length;
      }
    }
    if (!declared) throw new Error(`${file} is incomplete (it ends before its last line): restored ${tables} tables and ${rows} rows of it`);
    if (declared.tables !== tables || declared.rows !== rows) {
      throw new Error(`${file} holds ${declared.tables} tables and ${declared.rows} rows, but ${tables} tables and ${rows} rows were restored`);
    }
  } finally {
    await connection.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => undefined);
    await connection.end();
  }
  return { file, tables, rows };
}
