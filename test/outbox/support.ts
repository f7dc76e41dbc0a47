/** Shared pieces of the outbox tests: valid form bodies, a fast worker, log capture, waiting. */
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { createFormChannel } from '../../src/integrations/klaviyo/klaviyo.delivery.js';
import type { OutboxSettings } from '../../src/config/config.js';
import { OutboxStore } from '../../src/outbox/outbox.store.js';
import { OutboxWorker } from '../../src/outbox/outbox.worker.js';
import type { FakeKlaviyo } from '../helpers/fake-klaviyo.js';

export const TEST_API_KEY = 'pk_test_secret_0123456789abcdef';
export const TEST_LIST_ID = 'WaitL1';

/** Short timings so retries happen within a test; nothing asserts on time. */
export const FAST_SETTINGS: OutboxSettings = {
  pollMs: 20, batchSize: 10, leaseMs: 3_000, maxAttempts: 6, backoffBaseMs: 20, backoffMaxMs: 200, timeoutMs: 300,
};

export const FORM_PATHS = {
  waitlist: '/api/klaviyo/waitlist',
  suggestion: '/api/klaviyo/suggestion',
  expert_application: '/api/klaviyo/expert-application',
  interest_registration: '/api/klaviyo/interest-registration',
} as const;
export type FormKind = keyof typeof FORM_PATHS;

/** A valid body for each form; `n` makes the e-mail (and text) unique. */
export function formBody(kind: FormKind, n: number | string): Record<string, string> {
  const email = `${kind.replace(/_/g, '-')}-${n}@example.com`;
  switch (kind) {
    case 'waitlist': return { firstName: 'Ada', lastName: `Runner ${n}`, email };
    case 'suggestion': return { name: `Sam ${n}`, email, type: 'format', message: `Please cover pre-race nerves, number ${n}.` };
    case 'expert_application': return { firstName: 'Grace', lastName: `Coach ${n}`, email, link: 'https://coach.example.com/grace', about: 'Sports psychologist' };
    case 'interest_registration': return { name: `Kim ${n}`, email, interest: 'coaching', message: `Interested, ${n}` };
  }
}

export interface CapturedLog {
  logger: Logger;
  entries: () => Array<Record<string, any>>;
  text: () => string;
}

/** A pino logger with the app's redaction, writing JSON lines into memory. */
export function captureLogger(): CapturedLog {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  const logger = pino({ level: 'debug', base: undefined, redact: { paths: ['apiKey', '*.apiKey', 'headers.authorization', '*.headers.authorization'], censor: '[redacted]' } }, stream);
  return { logger, entries: () => lines.map((line) => JSON.parse(line)), text: () => lines.join('\n') };
}

export function testWorker(fake: FakeKlaviyo, logger: Logger, overrides: Partial<OutboxSettings> = {}, target: { waitlistListId?: string } = { waitlistListId: TEST_LIST_ID }) {
  const settings = { ...FAST_SETTINGS, ...overrides };
  const channel = createFormChannel({ apiKey: TEST_API_KEY, baseUrl: fake.baseUrl, timeoutMs: settings.timeoutMs, ...target });
  return new OutboxWorker({ store: new OutboxStore(), channel, settings, logger, random: () => 0.5 });
}

import { waitFor } from '../helpers/wait.js';

export { waitFor };
