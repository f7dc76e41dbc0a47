// `npm run admin:create -- --username NAME [--email ADDRESS]` creates that administrator or sets a new password for it. The
// password comes from ADMIN_PASSWORD or, when that is unset, from a hidden prompt (asked twice).
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadDatabaseConfig, loadDotEnv } from '../src/config/config.js';
import { createLogger } from '../src/config/logger.js';
import { connectDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { withStartupLock } from '../src/db/startup-lock.js';
import { createServices } from '../src/services/index.js';
import { ConflictError, ValidationError } from '../src/services/errors.js';

function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

loadDotEnv();
const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
if (!values.username) {
  console.error('Usage: npm run admin:create -- --username NAME [--email ADDRESS]   (password from ADMIN_PASSWORD or a prompt)');
  process.exit(2);
}

let password = process.env.ADMIN_PASSWORD;
if (!password) {
  if (!process.stdin.isTTY) {
    console.error('Set ADMIN_PASSWORD or run this in a terminal to be asked for the password.');
    process.exit(2);
  }
  password = await promptHidden('Password: ');
  if ((await promptHidden('Repeat password: ')) !== password) {
    console.error('The passwords do not match.');
    process.exit(2);
  }
}

const config = loadDatabaseConfig();
const sequelize = await connectDatabase(config.databaseUrl, config.rootDir, createLogger(config.env, 'warn'));
try {
  await withStartupLock(sequelize, () => migrate(sequelize, config.rootDir));
  const { user, created } = await createServices(sequelize).auth.createOrResetAdmin(values.username, password, values.email);
  console.log(created ? `Created admin "${user.username}".` : `Set a new password for admin "${user.username}".`);
} catch (error) {
  if (error instanceof ValidationError || error instanceof ConflictError) {
    console.error(error.errors ? Object.values(error.errors).join('\n') : error.message);
    process.exitCode = 2;
  } else {
    throw error;
  }
} finally {
  await sequelize.close();
}
