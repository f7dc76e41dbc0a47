// Mocha root hooks and global fixtures: test settings before anything loads, and the test database
// closed at the end. Serial runs close it after the last file. Under --parallel a worker runs many
// files and root hooks run around each one, so the worker keeps its database open from file to
// file (as a serial run does) and removes its SQLite file when it exits; the main process then
// drops the workers' MySQL/MariaDB databases.
import './temp-dir.js';
import 'reflect-metadata';
import { stopTestApps } from './app.js';
import { closeTestDatabase, dropWorkerDatabases, removeSqliteFile } from './database.js';

process.env.NODE_ENV = 'test';
const inWorker = process.env.MOCHA_WORKER_ID !== undefined;
if (inWorker) process.once('exit', removeSqliteFile);

/** Browser tests drive Chromium beside two other mocha workers on two cores: each gets at least this long. */
const BROWSER_TEST_TIMEOUT_MS = 60_000;

export const mochaHooks = {
  beforeEach(this: Mocha.Context) {
    const test = this.currentTest;
    // Only raised, never lowered: a test or suite that asked for longer keeps it.
    if (test?.file?.includes('/e2e/') && test.timeout() < BROWSER_TEST_TIMEOUT_MS) test.timeout(BROWSER_TEST_TIMEOUT_MS);
  },
  async afterAll() {
    stopTestApps();
    if (!inWorker) await closeTestDatabase();
  },
};

export async function mochaGlobalTeardown() {
  await dropWorkerDatabases();
}
