// Temporary files of a test run (SQLite databases, uploads, logs) go to a RAM disk where the
// machine has one, for this process and every process it starts: SQLite syncs each commit to disk
// (WAL, synchronous FULL), and on a disk that is most of what a test of writes waits for. The
// database code is the same either way. Set TMPDIR to choose another place.
import { existsSync } from 'node:fs';

if (!process.env.TMPDIR && existsSync('/dev/shm')) process.env.TMPDIR = '/dev/shm';
