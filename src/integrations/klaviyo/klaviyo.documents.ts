/**
 * The JSON:API documents this site sends to Klaviyo, one builder per endpoint:
 * POST /api/profile-subscription-bulk-create-jobs, POST /api/profile-import, POST /api/events.
 */

export const KLAVIYO_PATHS = {
  subscribe: 'profile-subscription-bulk-create-jobs',
  profileImport: 'profile-import',
  events: 'events',
} as const;

export interface ProfileNames {
  first_name?: string;
  last_name?: string;
}

/** Subscribes one address to a list with e-mail marketing consent (an asynchronous job; 202). */
export function subscriptionJob(email: string, listId: string, customSource: string) {
  return {
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: {
        custom_source: customSource,
        profiles: {
          data: [{
            type: 'profile',
            attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } },
          }],
        },
      },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  };
}

/** Creates or updates the profile with this address (an upsert: sending it twice is harmless). */
export function profileImport(email: string, names: ProfileNames) {
  return { data: { type: 'profile', attributes: { email, ...names } } };
}

export interface EventInput {
  metric: string;
  email: string;
  names?: ProfileNames;
  properties: Record<string, unknown>;
  /** Klaviyo records an event with a repeated unique_id once: this makes resending safe. */
  uniqueId: string;
  time: string;
}

/** Records an event (a metric) on the submitter's profile, creating the profile when needed. */
export function event(input: EventInput) {
  return {
    data: {
      type: 'event',
      attributes: {
        properties: input.properties,
        time: input.time,
        unique_id: input.uniqueId,
        metric: { data: { type: 'metric', attributes: { name: input.metric } } },
        profile: { data: { type: 'profile', attributes: { email: input.email, ...input.names } } },
      },
    },
  };
}
