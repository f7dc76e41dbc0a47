/**
 * The outbox handler of kind `webhook`: the row's `submissionId` is a webhook_deliveries row,
 * its payload the JSON body. The webhook's URL and secret are read at send time, so an edited
 * URL or secret applies to deliveries still waiting; a deleted or disabled webhook's waiting
 * deliveries fail without a request.
 */
import { Webhook, WebhookDelivery } from '../../models/index.js';
import type { WebhookPayload } from '../../models/outbox-message.model.js';
import { DeliveryError } from '../integrations/delivery-error.js';
import type { WebhookClient } from '../integrations/webhooks/webhook.client.js';
import type { OutgoingMessage } from './handlers.js';

export { WEBHOOK_OUTBOX_KIND as WEBHOOK_KIND } from '../shared/webhooks.js';

export async function deliverWebhook(message: OutgoingMessage<WebhookPayload>, client: WebhookClient): Promise<void> {
  const delivery = await WebhookDelivery.findByPk(message.submissionId);
  const webhook = delivery && (await Webhook.findByPk(delivery.webhookId));
  if (!delivery || !webhook) throw new DeliveryError('The webhook was deleted', 'rejected');
  if (!webhook.active) throw new DeliveryError('The webhook is disabled', 'rejected');
  await client.send({ url: webhook.url, secret: webhook.secret, event: delivery.event, deliveryId: delivery.id, body: message.payload.body });
}
