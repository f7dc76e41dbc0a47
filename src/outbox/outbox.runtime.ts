/**
 * Wires the outbox for the server process: the worker (only when KLAVIYO_API_KEY is set; without
 * it submissions are stored and wait, and the log says so once) and the /health figures.
 */
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { KlaviyoClient } from '../integrations/klaviyo/klaviyo.client.js';
import { OutboxStore } from './outbox.store.js';
import { OutboxWorker } from './outbox.worker.js';

export interface OutboxRuntime {
  /** Starts delivering (call once the server listens). */
  start(): void;
  /** Stops claiming and waits for deliveries under way to be recorded. */
  stop(): Promise<void>;
  /** GET /health's `outbox` figures: backlog and the age of the oldest undelivered row. */
  healthProbe: () => Promise<Record<string, unknown>>;
}

export function createOutboxRuntime(config: Config, logger: Logger): OutboxRuntime {
  const settings = config.outbox;
  const store = new OutboxStore();
  const { apiKey, baseUrl, waitlistListId } = config.klaviyo;
  let worker: OutboxWorker | undefined;

  if (!apiKey) {
    logger.warn({ event: 'outbox.provider_not_configured' },
      'KLAVIYO_API_KEY is not set: form submissions are stored and wait; they are delivered once the server starts with a key');
  } else {
    if (!waitlistListId) {
      logger.warn({ event: 'outbox.waitlist_list_not_configured' },
        'KLAVIYO_WAITLIST_LIST_ID is not set: waitlist sign-ups are stored and wait; the other forms are delivered');
    }
    const client = new KlaviyoClient({ apiKey, baseUrl, timeoutMs: settings.timeoutMs });
    worker = new OutboxWorker({ store, target: { client, waitlistListId }, settings, logger });
  }

  return {
    start: () => worker?.start(),
    stop: async () => worker?.stop(),
    healthProbe: async () => ({ outbox: { ...(await store.stats()), delivering: !!worker } }),
  };
}
