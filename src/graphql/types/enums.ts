/**
 * Every closed set of the schema as a GraphQL enum, in one place. Value names equal the strings
 * the services store and answer ("published", "fuel", "waitlist", "waiting"), so JSON answers
 * read as before; where a stored key is not a valid GraphQL name ("category-asc") the enum value
 * is spelt with an underscore and mapped to the key, which is what resolvers receive.
 */
import { registerEnumType } from 'type-graphql';
import { FORM_KINDS, formApiPath, type FormKindKey } from '../../shared/forms/index.js';
import { ROLE_LABELS, STAFF_ROLES } from '../../shared/staff-roles.js';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookDeliveryEvent, type WebhookEvent } from '../../shared/webhooks.js';

export enum StaffRoleEnum {
  administrator = 'administrator',
  editor = 'editor',
  author = 'author',
  contributor = 'contributor',
}
registerEnumType(StaffRoleEnum, {
  name: 'StaffRole',
  description: 'A staff member’s role (src/shared/staff-roles.ts says what each may do).',
  valuesConfig: Object.fromEntries(STAFF_ROLES.map((role) => [role, { description: ROLE_LABELS[role] }])),
});

export enum PublicPostSort {
  recent = 'recent',
  oldest = 'oldest',
  category_asc = 'category-asc',
  category_desc = 'category-desc',
}
registerEnumType(PublicPostSort, {
  name: 'PublicPostSort',
  description: 'Orders of the public list (the resource library’s sort menu). Every order but a search or filter puts the pinned posts first.',
  valuesConfig: {
    recent: { description: 'Most Recent: newest publish date first (the default).' },
    oldest: { description: 'Oldest First: oldest publish date first.' },
    category_asc: { description: 'Category A-Z: by the name of each post’s first category, newest first within a category; posts without a category last.' },
    category_desc: { description: 'Category Z-A: the same, names from Z to A.' },
  },
});

export enum PostOrder {
  newest = 'newest',
  oldest = 'oldest',
}
registerEnumType(PostOrder, {
  name: 'PostOrder',
  description: 'The order of a post connection: by publish date, then id, so every post has one place and cursors stay valid.',
  valuesConfig: {
    newest: { description: 'Newest publish date first (the default).' },
    oldest: { description: 'Oldest publish date first.' },
  },
});

export enum AdminPostSort {
  newest = 'newest',
  oldest = 'oldest',
}
registerEnumType(AdminPostSort, {
  name: 'AdminPostSort',
  description: 'Orders of the admin post list.',
  valuesConfig: {
    newest: { description: 'Newest publish date first (the default).' },
    oldest: { description: 'Oldest publish date first.' },
  },
});

export enum PostStatus {
  draft = 'draft',
  published = 'published',
}
registerEnumType(PostStatus, {
  name: 'PostStatus',
  description: 'Whether a post is meant for readers. A published post shows once its publish date has come.',
  valuesConfig: {
    draft: { description: 'Only staff see it.' },
    published: { description: 'Readers see it from its publish date on (the default for new posts).' },
  },
});

export enum CategoryGroup {
  fuel = 'fuel',
  sport = 'sport',
  training_phase = 'training_phase',
}
registerEnumType(CategoryGroup, {
  name: 'CategoryGroup',
  description: 'The three groups categories belong to.',
  valuesConfig: {
    fuel: { description: 'Fuel Groups: mental training techniques.' },
    sport: { description: 'Sports: sport-specific categories.' },
    training_phase: { description: 'Training Phases: where in the season a post belongs.' },
  },
});

/** The public form kinds, from their declarations (src/shared/forms): a new kind is a new value. */
export const SubmissionKind = Object.fromEntries(FORM_KINDS.map((form) => [form.kind, form.kind])) as { [K in FormKindKey]: K };
registerEnumType(SubmissionKind, {
  name: 'SubmissionKind',
  description: 'The kinds of public form whose submissions staff see.',
  valuesConfig: Object.fromEntries(FORM_KINDS.map((form) => [form.kind, { description: `${form.label}: the form posted to ${formApiPath(form)}.` }])),
});

export enum DeliveryStatus {
  waiting = 'waiting',
  sending = 'sending',
  sent = 'sent',
  failed = 'failed',
  not_queued = 'not_queued',
}
const DELIVERY_STATUS_DESCRIPTIONS = {
  waiting: { description: 'Queued: the next attempt is due at nextAttemptAt.' },
  sending: { description: 'An attempt is under way.' },
  sent: { description: 'The e-mail provider accepted it.' },
  failed: { description: 'Every attempt of the round failed; staff may retry it.' },
};
registerEnumType(DeliveryStatus, {
  name: 'DeliveryStatus',
  description: 'Where forwarding a submission to the e-mail provider stands.',
  valuesConfig: { ...DELIVERY_STATUS_DESCRIPTIONS, not_queued: { description: 'No delivery was queued for it (for example, stored before forwarding was set up).' } },
});

export enum DeliveryStatusFilter {
  waiting = 'waiting',
  sending = 'sending',
  sent = 'sent',
  failed = 'failed',
}
registerEnumType(DeliveryStatusFilter, {
  name: 'DeliveryStatusFilter',
  description: 'The delivery states a submission list can be narrowed to.',
  valuesConfig: DELIVERY_STATUS_DESCRIPTIONS,
});

// --- The submissions inbox (issue 20, item 9) ---

export enum SubmissionState {
  new = 'new',
  handled = 'handled',
  archived = 'archived',
}
const SUBMISSION_STATE_DESCRIPTIONS = {
  new: { description: 'Not looked at yet: every submission starts here.' },
  handled: { description: 'Staff answered it or acted on it.' },
  archived: { description: 'Put out of the way.' },
};
registerEnumType(SubmissionState, {
  name: 'SubmissionState',
  description: 'Where staff stand with a submission in the inbox.',
  valuesConfig: SUBMISSION_STATE_DESCRIPTIONS,
});

export enum SubmissionStateFilter {
  new = 'new',
  handled = 'handled',
  archived = 'archived',
  open = 'open',
}
registerEnumType(SubmissionStateFilter, {
  name: 'SubmissionStateFilter',
  description: 'The inbox states a submission list can be narrowed to.',
  valuesConfig: { ...SUBMISSION_STATE_DESCRIPTIONS, open: { description: 'New or handled: everything not archived.' } },
});

export enum SubmissionDeleteReason {
  erasure = 'erasure',
  other = 'other',
}
registerEnumType(SubmissionDeleteReason, {
  name: 'SubmissionDeleteReason',
  description: 'Why submissions are deleted; the audit log records it.',
  valuesConfig: {
    erasure: { description: 'The person asked for their data to be deleted (an erasure request).' },
    other: { description: 'Any other reason, such as spam.' },
  },
});

export enum EmailProviderState {
  not_configured = 'not_configured',
  failing = 'failing',
  working = 'working',
}
registerEnumType(EmailProviderState, {
  name: 'EmailProviderState',
  description: 'Whether submissions reach the e-mail provider.',
  valuesConfig: {
    not_configured: { description: 'The server has no API key: submissions are kept and wait.' },
    failing: { description: 'The latest delivery attempt failed after the latest success.' },
    working: { description: 'Deliveries go through (some kinds may still wait for a setting: see waitingKinds).' },
  },
});

// --- The dashboard's post list, bulk actions and revisions (issue 12) ---

export enum PostVisibility {
  draft = 'draft',
  published = 'published',
  scheduled = 'scheduled',
}
registerEnumType(PostVisibility, {
  name: 'PostVisibility',
  description: 'Where a post stands for readers.',
  valuesConfig: {
    draft: { description: 'Not published: only staff see it.' },
    published: { description: 'Published and its publish date has come: on the site.' },
    scheduled: { description: 'Published with a publish date still ahead: on the site from that moment.' },
  },
});

export enum BulkPostAction {
  publish = 'publish',
  unpublish = 'unpublish',
  delete = 'delete',
  restore = 'restore',
  purge = 'purge',
}
registerEnumType(BulkPostAction, {
  name: 'BulkPostAction',
  description: 'What a bulk action did to the posts it named.',
  valuesConfig: {
    publish: { description: 'Set their status to published.' },
    unpublish: { description: 'Set their status to draft.' },
    delete: { description: 'Moved them to the trash.' },
    restore: { description: 'Took them out of the trash, with the status they had.' },
    purge: { description: 'Deleted them for good (trashed posts only).' },
  },
});

export enum RevisionSaverKind {
  admin = 'admin',
  api_key = 'api-key',
  system = 'system',
}
registerEnumType(RevisionSaverKind, {
  name: 'RevisionSaverKind',
  description: 'Who saved a revision.',
  valuesConfig: {
    admin: { description: 'A logged-in admin (savedBy is the username).' },
    api_key: { description: "An admin API key (savedBy is the key's name)." },
    system: { description: 'A script or seeder, outside any request.' },
  },
});

export enum DiffPartKind {
  same = 'same',
  added = 'added',
  removed = 'removed',
}
registerEnumType(DiffPartKind, {
  name: 'DiffPartKind',
  description: 'A piece of a compared text.',
  valuesConfig: {
    same: { description: 'In both the revision and the current post.' },
    added: { description: 'Only in the current post: added since the revision.' },
    removed: { description: 'Only in the revision: removed since.' },
  },
});

// --- Webhooks (issue 11, deliverable 5) ---

/** `post.published` → `post_published`: event names with a dot are not GraphQL names. */
type EnumKey<E extends string> = E extends `${infer A}.${infer B}` ? `${A}_${B}` : E;
const enumKey = <E extends string>(event: E) => event.replace('.', '_') as EnumKey<E>;

/** The events a webhook can subscribe to, from their one list (src/shared/webhooks.ts). */
export const WebhookEventName = Object.fromEntries(WEBHOOK_EVENTS.map((event) => [enumKey(event), event])) as { [E in WebhookEvent as EnumKey<E>]: E };
export type WebhookEventName = WebhookEvent;
const WEBHOOK_EVENT_DESCRIPTIONS = Object.fromEntries(
  WEBHOOK_EVENTS.map((event) => [enumKey(event), { description: `Sent as \`${event}\`: ${WEBHOOK_EVENT_LABELS[event]}.` }]),
);
registerEnumType(WebhookEventName, {
  name: 'WebhookEvent',
  description: 'The content events a webhook can subscribe to (value names with `_`, sent as `post.published` and so on). A save that publishes or unpublishes sends only that event; any other save of a post is `post.updated`.',
  valuesConfig: WEBHOOK_EVENT_DESCRIPTIONS,
});

/** What a delivery announced: one of the events, or the admin's test ping. */
export const WebhookDeliveryEventName = { ...WebhookEventName, ping: 'ping' } as const;
export type WebhookDeliveryEventName = WebhookDeliveryEvent;
registerEnumType(WebhookDeliveryEventName, {
  name: 'WebhookDeliveryEvent',
  description: 'What a webhook delivery announced: a content event, or the test ping staff sent.',
  valuesConfig: { ...WEBHOOK_EVENT_DESCRIPTIONS, ping: { description: 'ping: the test delivery sent from the admin.' } },
});

export enum WebhookDeliveryStatus {
  waiting = 'waiting',
  sending = 'sending',
  sent = 'sent',
  failed = 'failed',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands in the outbox.',
  valuesConfig: {
    waiting: { description: 'Queued: the next attempt is due at nextAttemptAt (after a failure, after backoff; a scheduled post’s publish, at its date).' },
    sending: { description: 'An attempt is under way.' },
    sent: { description: 'The receiver answered 2xx.' },
    failed: { description: 'Every allowed attempt failed, or the webhook was disabled or its target refused; lastError says why.' },
  },
});

export enum ApiKeyScope {
  content = 'content',
  preview = 'preview',
  admin = 'admin',
}
registerEnumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description: 'What a Content API key may reach.',
  valuesConfig: {
    content: { description: 'Read-only: published content, the same as an anonymous reader; publishable in a browser (answers publicly cacheable; may be limited to allowed origins).' },
    preview: { description: 'Read-only: published content plus drafts and scheduled posts (post(preview: true)); keep it on a server or a staff-only preview site.' },
    admin: { description: 'Drafts and scheduled posts (preview), and every admin operation over REST and GraphQL. A secret: servers only; only a staff session can create one.' },
  },
});

export enum MediaFormat {
  avif = 'avif',
  webp = 'webp',
  jpeg = 'jpeg',
  png = 'png',
  gif = 'gif',
}
registerEnumType(MediaFormat, {
  name: 'MediaFormat',
  description: 'The formats the media library serves: AVIF and WebP for browsers that take them, JPEG (PNG with transparency, GIF for a GIF) as the fallback.',
  valuesConfig: {
    avif: { description: 'AVIF: the smallest files; every current browser.' },
    webp: { description: 'WebP: for browsers without AVIF.' },
    jpeg: { description: 'JPEG: the fallback of photos.' },
    png: { description: 'PNG: the fallback of images with transparency.' },
    gif: { description: 'GIF: the fallback of GIFs (animation kept).' },
  },
});
