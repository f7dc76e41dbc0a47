/**
 * What a delivery channel registers with the outbox. The outbox is infrastructure: it stores,
 * claims, retries and reports rows, and knows their kinds only through the channels the
 * composition root registers (the e-mail provider's form kinds, webhooks, staff mail: see
 * src/integrations). A handler throws a DeliveryError to say whether a failure is worth retrying.
 */
import type { OutboxPayload } from '../../models/outbox-message.model.js';

/** One outbox row as a handler sees it: its kind, the id of the row it delivers, its payload. */
export interface OutgoingMessage<P = OutboxPayload> {
  kind: string;
  /** The source row this message delivers (a submission, a webhook delivery, a staff token). */
  sourceId: number;
  payload: P;
}

/** Sends one message (the channel's client or mailer is closed over); throws a DeliveryError on failure. */
export type DeliveryHandler<P = never> = (message: OutgoingMessage<P>) => Promise<void>;

export interface OutboxChannel {
  /** Names the channel in logs and /health (`forms`, `webhooks`, `mail`). */
  name: string;
  /** Where deliveries go, for the log lines ("the e-mail provider", "a webhook", "SMTP"). */
  destination: string;
  /** The handler of each kind this channel delivers. */
  handlers: Readonly<Record<string, DeliveryHandler>>;
  /** The kinds it claims now (default: every kind it has a handler for). */
  kinds?: readonly string[];
  /**
   * Whether a 429 pauses this whole channel until Retry-After (default true: an e-mail
   * provider's limit is per account). Webhook receivers are separate sites: one's 429 only delays
   * its own delivery.
   */
  pauseOnRateLimit?: boolean;
}
