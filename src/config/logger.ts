/** Structured JSON log lines (pino); every line carries an `event` name. Secrets are redacted. */
import { pino, type Logger } from 'pino';
import type { AppEnv } from './config.js';

export function createLogger(env: AppEnv, level = process.env.LOG_LEVEL): Logger {
  return pino({
    level: level || (env === 'test' ? 'silent' : 'info'),
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'apiKey', '*.apiKey', 'headers.authorization', '*.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
