/**
 * The delivery worker: claims due outbox rows, sends them to the provider concurrently within a
 * batch, and records the outcome. Retryable failures (429, 5xx, timeouts, network) are tried again
 * after backoff with jitter, or after Retry-After; a 429 also pauses this worker until then, since
 * the provider's limit is per account. Other failures, and the last allowed attempt, mark the row
 * failed with the provider's detail. Every attempt and outcome is one log line with an `event`.
 */
import { hostname } from 'node:os';
import type { Logger } from '../config/logger.js';
import type { OutboxMessage } from '../../models/outbox-message.model.js';
import { DeliveryError } from './delivery-error.js';
import { retryDelay } from './backoff.js';
import type { OutboxChannel } from './outbox-channel.js';
import type { OutboxSettings } from '../config/config.js';
import type { OutboxStore } from './outbox.store.js';

export interface OutboxWorkerOptions {
  store: OutboxStore;
  /** The kinds this worker claims and how it delivers them. */
  channel: OutboxChannel;
  settings: OutboxSettings;
  logger: Logger;
  random?: () => number;
}

/** Delivers one channel's rows. */
export class OutboxWorker {
  readonly id = `${hostname()}:${process.pid}`;
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private pausedUntil = 0;

  constructor(private readonly options: OutboxWorkerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming and waits for the deliveries under way to be recorded. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** One round: claim a batch and deliver it; answers how many rows it handled. */
  async runOnce(): Promise<number> {
    const { store, settings, channel } = this.options;
    if (Date.now() < this.pausedUntil) return 0;
    const kinds = channel.kinds ?? Object.keys(channel.handlers);
    const { token, messages } = await store.claim({ kinds, limit: settings.batchSize, leaseMs: settings.leaseMs });
    await Promise.all(messages.map((message) => this.deliver(message, token)));
    return messages.length;
  }

  private async run(): Promise<void> {
    const { logger, settings } = this.options;
    logger.info({ event: 'outbox.worker_started', worker: this.id, channel: this.options.channel.name, pollMs: settings.pollMs, batchSize: settings.batchSize }, 'outbox worker started');
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        logger.error({ event: 'outbox.worker_error', worker: this.id, err: error }, 'outbox worker round failed');
      }
      if (!handled && this.running) await this.sleep(Math.max(settings.pollMs, this.pausedUntil - Date.now()));
    }
    logger.info({ event: 'outbox.worker_stopped', worker: this.id, channel: this.options.channel.name }, 'outbox worker stopped');
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async deliver(message: OutboxMessage, token: string): Promise<void> {
    const { store, channel, logger } = this.options;
    const handler = Object.hasOwn(channel.handlers, message.kind) ? channel.handlers[message.kind] : undefined;
    const context = { worker: this.id, outboxId: message.id, kind: message.kind, submissionId: message.submissionId, attempt: message.attempts };
    logger.info({ event: 'outbox.delivery_attempt', ...context }, `delivering to ${channel.destination}`);
    const started = Date.now();
    try {
      if (!handler) throw new DeliveryError(`No delivery handler for kind "${message.kind}"`, 'rejected');
      await handler({ kind: message.kind, sourceId: message.submissionId, payload: message.payload as never });
    } catch (error) {
      await this.recordFailure(message, token, error, context, Date.now() - started);
      return;
    }
    const recorded = await store.markSent(message, token);
    logger.info({ event: 'outbox.delivered', ...context, durationMs: Date.now() - started, recorded }, 'delivered');
  }

  private async recordFailure(message: OutboxMessage, token: string, error: unknown, context: Record<string, unknown>, durationMs: number) {
    const { store, settings, logger } = this.options;
    const failure = error instanceof DeliveryError ? error : undefined;
    const reason = failure?.message ?? `Unexpected error: ${(error as Error)?.message ?? String(error)}`;
    const details = { ...context, durationMs, failure: failure?.failure ?? 'unexpected', status: failure?.status, error: reason };
    if ((failure && !failure.retryable) || message.attempts >= settings.maxAttempts) {
      await store.markFailed(message, token, reason);
      logger.warn({ event: 'outbox.failed', ...details, maxAttempts: settings.maxAttempts }, 'delivery failed for good');
      return;
    }
    const delayMs = retryDelay(message.attempts, failure?.retryAfterMs, {
      baseMs: settings.backoffBaseMs, maxMs: settings.backoffMaxMs, random: this.options.random,
    });
    if (failure?.failure === 'rate_limited' && this.options.channel.pauseOnRateLimit !== false) this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delayMs);
    await store.reschedule(message, token, delayMs, reason);
    logger.warn({ event: 'outbox.retry_scheduled', ...details, delayMs }, 'delivery will be retried');
  }
}
