/**
 * Runs the outbox for the server process: one worker per registered channel (the composition
 * root decides which channels this configuration has: src/server/outbox-channels.ts), and the
 * figures for /health and /metrics. Rows of a kind no running channel claims wait in the table.
 */
import type { OutboxSettings } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import type { OutboxChannel } from './outbox-channel.js';
import { OutboxStore, type OutboxStats } from './outbox.store.js';
import { OutboxWorker } from './outbox.worker.js';

export interface OutboxRuntime {
  /** Starts delivering (call once the server listens). */
  start(): void;
  /** Stops claiming and waits for deliveries under way to be recorded. */
  stop(): Promise<void>;
  /** GET /health's `outbox` figures: backlog, the age of the oldest undelivered row, the channels running. */
  healthProbe: () => Promise<Record<string, unknown>>;
  /** The backlog by state and the age of the oldest undelivered row (for /metrics). */
  stats: () => Promise<OutboxStats>;
}

export interface OutboxRuntimeOptions {
  channels: readonly OutboxChannel[];
  settings: OutboxSettings;
  logger: Logger;
  store?: OutboxStore;
  /** Extra /health figures about the channels (e.g. whether form submissions are being delivered). */
  health?: Record<string, unknown>;
}

/** A worker for one channel, with the outbox's settings. */
export function createChannelWorker(channel: OutboxChannel, settings: OutboxSettings, logger: Logger, store = new OutboxStore()): OutboxWorker {
  return new OutboxWorker({ store, channel, settings, logger });
}

export function createOutboxRuntime({ channels, settings, logger, store = new OutboxStore(), health = {} }: OutboxRuntimeOptions): OutboxRuntime {
  const workers = channels.map((channel) => createChannelWorker(channel, settings, logger, store));
  const running = channels.map((channel) => channel.name);
  return {
    start: () => workers.forEach((worker) => worker.start()),
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
    healthProbe: async () => ({ outbox: { ...(await store.stats()), ...health, channels: running } }),
    stats: () => store.stats(),
  };
}
