/**
 * Serialises start-up work (migrations, seeding) between server processes sharing a database.
 * MySQL/MariaDB: a named lock held by one pooled connection inside a transaction while the work
 * runs on the others. SQLite (one machine): a lock file beside the database holding the owner's
 * pid, taken over when that process is gone.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import type { Sequelize } from 'sequelize-typescript';
import { dialectOf } from './connection.js';

const WAIT_MS = 120_000;

export async function withStartupLock<T>(sequelize: Sequelize, work: () => Promise<T>): Promise<T> {
  if (dialectOf(sequelize) === 'sqlite') return withLockFile(`${sequelize.options.storage}.startup-lock`, work);
  return sequelize.transaction(async (transaction) => {
    const [rows] = await sequelize.query(`SELECT GET_LOCK('site_startup', ${WAIT_MS / 1000}) AS acquired`, { transaction });
    if (Number((rows as Array<{ acquired: number }>)[0]?.acquired) !== 1) throw timedOut();
    try {
      return await work();
    } finally {
      await sequelize.query("SELECT RELEASE_LOCK('site_startup')", { transaction });
    }
  });
}

function timedOut(): Error {
  return new Error('Timed out waiting for another server process to finish its start-up migrations');
}

function ownerAlive(file: string): boolean {
  const text = readFileSync(file, 'utf8').trim();
  // Created a moment ago and the pid not written yet.
  if (!text) return Date.now() - statSync(file).mtimeMs < 5_000;
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withLockFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let alive: boolean;
      try {
        alive = ownerAlive(file);
      } catch {
        continue; // released between our open and read
      }
      if (!alive) rmSync(file, { force: true });
      else if (Date.now() > deadline) throw timedOut();
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
