/**
 * The outbox channels this configuration runs (the outbox itself knows kinds only through them):
 * form submissions to Klaviyo when KLAVIYO_API_KEY is set (without it they are stored and wait,
 * and the log says so once), webhooks always, staff mail through SMTP (or the log in development;
 * without SMTP_URL elsewhere it waits).
 */
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { createFormChannel } from '../integrations/klaviyo/klaviyo.delivery.js';
import { createMailChannel } from '../integrations/mail/mail.delivery.js';
import { createLogMailer, createSmtpMailer, type Mailer } from '../integrations/mail/smtp-mailer.js';
import { createWebhookChannel } from '../integrations/webhooks/webhook.delivery.js';
import type { OutboxChannel } from '../outbox/outbox-channel.js';
import { createOutboxRuntime, type OutboxRuntime } from '../outbox/outbox.runtime.js';

function formChannel(config: Pick<Config, 'klaviyo' | 'outbox'>, logger: Logger) {
  const { apiKey, baseUrl, waitlistListId } = config.klaviyo;
  if (!apiKey) {
    logger.warn({ event: 'outbox.provider_not_configured' },
      'KLAVIYO_API_KEY is not set: form submissions are stored and wait; they are delivered once the server starts with a key');
    return undefined;
  }
  if (!waitlistListId) {
    logger.warn({ event: 'outbox.waitlist_list_not_configured' },
      'KLAVIYO_WAITLIST_LIST_ID is not set: waitlist sign-ups are stored and wait; the other forms are delivered');
  }
  return createFormChannel({ apiKey, baseUrl, waitlistListId, timeoutMs: config.outbox.timeoutMs });
}

function mailChannel(config: Pick<Config, 'outbox' | 'mail' | 'env'>, logger: Logger) {
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
  return createMailChannel(mailer);
}

export function createOutbox(config: Config, logger: Logger): OutboxRuntime {
  const forms = formChannel(config, logger);
  const channels = [forms, createWebhookChannel(config.webhooks), mailChannel(config, logger)]
    .filter((channel): channel is OutboxChannel => !!channel);
  // `delivering`: whether form submissions are being delivered (GET /health, docs/operations.md).
  return createOutboxRuntime({ channels, settings: config.outbox, logger, health: { delivering: !!forms } });
}
