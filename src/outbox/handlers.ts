/**
 * What each kind of submission becomes at Klaviyo. Waitlist: the profile gets its names
 * (profile-import, an upsert) and is subscribed to the waitlist list with e-mail marketing
 * consent. The other three: an event with a clear metric name on the submitter's profile, whose
 * unique_id is the submission's, so a resend after a timeout is recorded once.
 */
import type { OutboxPayload } from '../../models/outbox-message.model.js';
import type { KlaviyoClient } from '../integrations/klaviyo/klaviyo.client.js';
import { event, KLAVIYO_PATHS, profileImport, subscriptionJob, type ProfileNames } from '../integrations/klaviyo/klaviyo.documents.js';
import type { SubmissionKind } from '../services/form.service.js';

export interface DeliveryTarget {
  client: KlaviyoClient;
  waitlistListId?: string;
}

export interface OutgoingMessage {
  kind: string;
  submissionId: number;
  payload: OutboxPayload;
}

export type DeliveryHandler = (message: OutgoingMessage, target: DeliveryTarget) => Promise<void>;

/** Metric names as they appear in Klaviyo (its convention: a verb in the past tense, then the thing). */
export const METRIC_NAMES = {
  suggestion: 'Submitted Topic Suggestion',
  expert_application: 'Submitted Expert Application',
  interest_registration: 'Registered Interest',
} as const;

/** The event's unique_id: kind and id, since ids repeat across the four tables. */
export function eventUniqueId(kind: string, submissionId: number): string {
  return `${kind}-${submissionId}`;
}

function names(fields: Record<string, string | null>): ProfileNames {
  const result: ProfileNames = {};
  if (fields.firstName) result.first_name = fields.firstName;
  if (fields.lastName) result.last_name = fields.lastName;
  return result;
}

function eventHandler(kind: keyof typeof METRIC_NAMES): DeliveryHandler {
  return async (message, { client }) => {
    const { email, fields, createdAt } = message.payload;
    await client.post(KLAVIYO_PATHS.events, event({
      metric: METRIC_NAMES[kind],
      email,
      names: names(fields),
      properties: { ...fields, submission_id: message.submissionId, source: 'website' },
      uniqueId: eventUniqueId(kind, message.submissionId),
      time: createdAt,
    }));
  };
}

const waitlist: DeliveryHandler = async (message, { client, waitlistListId }) => {
  if (!waitlistListId) throw new Error('KLAVIYO_WAITLIST_LIST_ID is not set');
  const { email, fields } = message.payload;
  await client.post(KLAVIYO_PATHS.profileImport, profileImport(email, names(fields)));
  await client.post(KLAVIYO_PATHS.subscribe, subscriptionJob(email, waitlistListId, 'Website waitlist'));
};

export const DELIVERY_HANDLERS: Record<SubmissionKind, DeliveryHandler> = {
  waitlist,
  suggestion: eventHandler('suggestion'),
  expert_application: eventHandler('expert_application'),
  interest_registration: eventHandler('interest_registration'),
};

/** The kinds this configuration can deliver: waitlist rows wait until a list id is set. */
export function deliverableKinds(target: { waitlistListId?: string }): SubmissionKind[] {
  return (Object.keys(DELIVERY_HANDLERS) as SubmissionKind[]).filter((kind) => kind !== 'waitlist' || !!target.waitlistListId);
}
