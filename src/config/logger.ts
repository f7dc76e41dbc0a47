/** Structured JSON log lines (pino); every line carries an `event` name. Secrets are redacted. */
import { pino, type Logger } from 'pino';
import type { AppEnv } from './config.js';

/** `level` comes from config.logLevel; without it tests are silent and everything else logs info. */
export function createLogger(env: AppEnv, level?: string): Logger {
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
