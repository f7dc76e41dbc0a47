/**
 * The outbox channel of kind `webhook`: the row's source is a webhook_deliveries row,
 * its payload the JSON body. The webhook's URL and secret are read at send time, so an edited
 * URL or secret applies to deliveries still waiting; a deleted or disabled webhook's waiting
 * deliveries fail without a request. Each attempt's request and response (or error) is kept on
 * the delivery (lastExchange) for the admin's inspector. During a secret rotation's grace period
 * both secrets sign.
 */
import { Webhook, WebhookDelivery } from '../../../models/index.js';
import type { WebhookPayload } from '../../../models/outbox-message.model.js';
import type { WebhookExchange } from '../../../models/webhook-delivery.model.js';
import { DeliveryError } from '../../outbox/delivery-error.js';
import type { OutboxChannel, OutgoingMessage } from '../../outbox/outbox-channel.js';
import { WEBHOOK_OUTBOX_KIND } from '../../shared/webhooks.js';
import { WebhookClient, type WebhookExchangeRecord } from './webhook.client.js';

export async function deliverWebhook(message: OutgoingMessage<WebhookPayload>, client: WebhookClient): Promise<void> {
  const delivery = await WebhookDelivery.findByPk(message.sourceId);
  const webhook = delivery && (await Webhook.findByPk(delivery.webhookId));
  if (!delivery || !webhook) throw new DeliveryError('The webhook was deleted', 'rejected');
  if (!webhook.active) throw new DeliveryError('The webhook is disabled', 'rejected');
  const now = new Date();
  const secrets = webhook.previousSecret && webhook.previousSecretUntil && webhook.previousSecretUntil > now
    ? [webhook.secret, webhook.previousSecret] : [webhook.secret];
  let exchange: WebhookExchangeRecord | null = null;
  let failure: string | null = null;
  try {
    await client.send({ url: webhook.url, secrets, event: delivery.event, deliveryId: delivery.id, body: message.payload.body }, (seen) => (exchange = seen));
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    throw error;
  } finally {
    if (exchange) {
      const kept: WebhookExchange = { attemptedAt: now.toISOString(), ...(exchange as WebhookExchangeRecord), error: failure };
      // Best effort: the outbox row is the delivery's state; a delivery deleted meanwhile has nothing to show.
      await delivery.update({ lastExchange: JSON.stringify(kept) }).catch(() => undefined);
    }
  }
}

/** Webhooks' channel: one receiver's 429 delays only its own delivery. */
export function createWebhookChannel(options: { timeoutMs: number; allowPrivateTargets: boolean }): OutboxChannel {
  const client = new WebhookClient(options);
  return {
    name: 'webhooks',
    destination: 'a webhook',
    handlers: { [WEBHOOK_OUTBOX_KIND]: (message: OutgoingMessage<WebhookPayload>) => deliverWebhook(message, client) },
    pauseOnRateLimit: false,
  };
}
