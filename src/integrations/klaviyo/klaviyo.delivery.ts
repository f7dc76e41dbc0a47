/**
 * The outbox channel of the form kinds: what each kind of submission becomes at Klaviyo, from its declaration's `delivery`
 * (src/shared/forms). A subscription (the waitlist): the profile gets its names (profile-import,
 * an upsert) and is subscribed to the configured list with e-mail marketing consent. An event:
 * the metric on the submitter's profile, whose unique_id is the submission's, so a resend after
 * a timeout is recorded once.
 */
import type { SubmissionPayload } from '../../../models/outbox-message.model.js';
import type { DeliveryHandler, OutboxChannel, OutgoingMessage } from '../../outbox/outbox-channel.js';
import { KlaviyoClient } from './klaviyo.client.js';
import { event, KLAVIYO_PATHS, profileImport, subscriptionJob, type ProfileNames } from './klaviyo.documents.js';
import { FORM_KINDS, type FormDelivery } from '../../shared/forms/index.js';

export interface DeliveryTarget {
  client: KlaviyoClient;
  waitlistListId?: string;
}

type FormHandler = (message: OutgoingMessage<SubmissionPayload>, target: DeliveryTarget) => Promise<void>;

/** The event's unique_id: kind and id, since ids repeat across the kinds' tables. */
export function eventUniqueId(kind: string, submissionId: number): string {
  return `${kind}-${submissionId}`;
}

function names(fields: Record<string, string | null>): ProfileNames {
  const result: ProfileNames = {};
  if (fields.firstName) result.first_name = fields.firstName;
  if (fields.lastName) result.last_name = fields.lastName;
  return result;
}

function eventHandler(metric: string): FormHandler {
  return async (message, { client }) => {
    const { email, fields, createdAt } = message.payload;
    await client.post(KLAVIYO_PATHS.events, event({
      metric,
      email,
      names: names(fields),
      properties: { ...fields, submission_id: message.sourceId, source: 'website' },
      uniqueId: eventUniqueId(message.kind, message.sourceId),
      time: createdAt,
    }));
  };
}

function subscriptionHandler(source: string): FormHandler {
  return async (message, { client, waitlistListId }) => {
    if (!waitlistListId) throw new Error('KLAVIYO_WAITLIST_LIST_ID is not set');
    const { email, fields } = message.payload;
    await client.post(KLAVIYO_PATHS.profileImport, profileImport(email, names(fields)));
    await client.post(KLAVIYO_PATHS.subscribe, subscriptionJob(email, waitlistListId, source));
  };
}

function handlerFor(delivery: FormDelivery): FormHandler {
  return delivery.type === 'event' ? eventHandler(delivery.metric) : subscriptionHandler(delivery.source);
}

const DELIVERY_HANDLERS: Record<string, FormHandler> = Object.fromEntries(FORM_KINDS.map((form) => [form.kind, handlerFor(form.delivery)]));

/** The kinds this configuration can deliver: subscriptions wait until a list id is set. */
export function deliverableKinds(target: { waitlistListId?: string }): string[] {
  return FORM_KINDS.filter((form) => form.delivery.type !== 'subscription' || !!target.waitlistListId).map((form) => form.kind);
}

export interface FormChannelSettings {
  apiKey: string;
  baseUrl?: string;
  waitlistListId?: string;
  timeoutMs: number;
}

/** The form kinds' channel to Klaviyo. */
export function createFormChannel({ apiKey, baseUrl, waitlistListId, timeoutMs }: FormChannelSettings): OutboxChannel {
  const target: DeliveryTarget = { client: new KlaviyoClient({ apiKey, baseUrl, timeoutMs }), waitlistListId };
  const handlers: Record<string, DeliveryHandler> = {};
  for (const [kind, handler] of Object.entries(DELIVERY_HANDLERS)) handlers[kind] = (message: OutgoingMessage<SubmissionPayload>) => handler(message, target);
  return {
    name: 'forms',
    destination: 'the e-mail provider',
    handlers,
    kinds: deliverableKinds({ waitlistListId }),
  };
}
