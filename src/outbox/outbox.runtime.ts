/**
 * Wires the outbox for the server process: the e-mail worker (only when KLAVIYO_API_KEY is set;
 * without it submissions are stored and wait, and the log says so once), the webhook worker
 * (always: it claims only rows of kind `webhook`), and the /health figures.
 */
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { KlaviyoClient } from '../integrations/klaviyo/klaviyo.client.js';
import { WebhookClient } from '../integrations/webhooks/webhook.client.js';
import type { DeliveryTarget } from './handlers.js';
import { OutboxStore, type OutboxStats } from './outbox.store.js';
import { OutboxWorker } from './outbox.worker.js';
import { deliverWebhook, WEBHOOK_KIND } from './webhook-handler.js';
import { createLogMailer, createSmtpMailer, type Mailer } from '../integrations/mail/smtp-mailer.js';
import { deliverMail, MAIL_KIND } from './mail-queue.js';

export interface OutboxRuntime {
  /** Starts delivering (call once the server listens). */
  start(): void;
  /** Stops claiming and waits for deliveries under way to be recorded. */
  stop(): Promise<void>;
  /** GET /health's `outbox` figures: backlog and the age of the oldest undelivered row. */
  healthProbe: () => Promise<Record<string, unknown>>;
  /** The backlog by state and the age of the oldest undelivered row (for /metrics). */
  stats: () => Promise<OutboxStats>;
}

/** The worker that delivers webhooks: the outbox's settings, one receiver's 429 delays only its own delivery. */
export function createWebhookWorker(config: Pick<Config, 'outbox' | 'webhooks'>, logger: Logger, store = new OutboxStore()): OutboxWorker<WebhookClient> {
  const client = new WebhookClient({ timeoutMs: config.webhooks.timeoutMs, allowPrivateTargets: config.webhooks.allowPrivateTargets });
  return new OutboxWorker<WebhookClient>({
    store, target: client, settings: config.outbox, logger,
    kinds: [WEBHOOK_KIND], handlers: { [WEBHOOK_KIND]: deliverWebhook }, destination: 'a webhook', pauseOnRateLimit: false,
  });
}

/** The worker that sends staff e-mail: SMTP, or the log in development without SMTP_URL; none otherwise (mail waits). */
export function createMailWorker(config: Pick<Config, 'outbox' | 'mail' | 'env'>, logger: Logger, store = new OutboxStore()): OutboxWorker<Mailer> | undefined {
  const { smtpUrl, from } = config.mail;
  let mailer: Mailer;
  if (smtpUrl) {
    mailer = createSmtpMailer(smtpUrl, from, config.outbox.timeoutMs);
  } else if (config.env === 'development') {
    mailer = createLogMailer((mail) => logger.info({ event: 'mail.logged', to: mail.to, subject: mail.subject }, `e-mail (SMTP_URL is not set):\n${mail.text}`));
  } else {
    logger.warn({ event: 'mail.not_configured' }, 'SMTP_URL is not set: staff e-mail (invitations, password resets) is stored and waits until the server starts with it');
    return undefined;
  }
  return new OutboxWorker<Mailer>({
    store, target: mailer, settings: config.outbox, logger,
    kinds: [MAIL_KIND], handlers: { [MAIL_KIND]: deliverMail }, destination: mailer.destination,
  });
}

export function createOutboxRuntime(config: Config, logger: Logger): OutboxRuntime {
  const settings = config.outbox;
  const store = new OutboxStore();
  const { apiKey, baseUrl, waitlistListId } = config.klaviyo;
  let worker: OutboxWorker | undefined;
  const webhooks = createWebhookWorker(config, logger, store);
  const mail = createMailWorker(config, logger, store);

  if (!apiKey) {
    logger.warn({ event: 'outbox.provider_not_configured' },
      'KLAVIYO_API_KEY is not set: form submissions are stored and wait; they are delivered once the server starts with a key');
  } else {
    if (!waitlistListId) {
      logger.warn({ event: 'outbox.waitlist_list_not_configured' },
        'KLAVIYO_WAITLIST_LIST_ID is not set: waitlist sign-ups are stored and wait; the other forms are delivered');
    }
    const client = new KlaviyoClient({ apiKey, baseUrl, timeoutMs: settings.timeoutMs });
    worker = new OutboxWorker<DeliveryTarget>({ store, target: { client, waitlistListId }, settings, logger });
  }

  return {
    start: () => {
      worker?.start();
      webhooks.start();
      mail?.start();
    },
    stop: async () => {
      await Promise.all([worker?.stop(), webhooks.stop(), mail?.stop()]);
    },
    healthProbe: async () => ({ outbox: { ...(await store.stats()), delivering: !!worker } }),
    stats: () => store.stats(),
  };
}
