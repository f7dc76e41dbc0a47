/**
 * The content events a webhook can subscribe to, with the labels the admin shows. The services
 * queue deliveries for them, GraphQL names them in the WebhookEvent enum and the admin form
 * offers one checkbox each. `ping` is the test delivery staff send from the admin; nobody
 * subscribes to it.
 */
export const WEBHOOK_EVENTS = [
  'post.published', 'post.updated', 'post.unpublished', 'post.deleted',
  'category.created', 'category.updated', 'category.deleted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookDeliveryEvent = WebhookEvent | 'ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'post.published': 'Post published (also when a scheduled post’s time comes)',
  'post.updated': 'Post updated',
  'post.unpublished': 'Post unpublished',
  'post.deleted': 'Post deleted',
  'category.created': 'Category created',
  'category.updated': 'Category updated',
  'category.deleted': 'Category deleted',
};

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/api.md, "Webhooks"). */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature';
export const WEBHOOK_NAME_MAX = 100;
export const WEBHOOK_URL_MAX = 2000;
/** The outbox kind of webhook deliveries (outbox_messages.kind). */
export const WEBHOOK_OUTBOX_KIND = 'webhook';
