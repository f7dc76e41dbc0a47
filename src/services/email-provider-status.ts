/**
 * Whether form submissions are reaching the e-mail provider (Klaviyo), in words staff can act on
 * (issue 20, item 9; docs/admin.md "Submissions"): not set up (no API key: everything is stored
 * and waits), partly set up (no waitlist list: sign-ups wait), failing (the latest attempt failed
 * after the latest success), or working. The settings come from the composition root; the
 * deliveries' latest outcomes from the queue.
 */
import { formatShortDateTime } from '../shared/dates.js';
import { FORM_KINDS, type FormKindKey } from '../shared/forms/index.js';
import type { SubmissionQueue } from './submission-queue.js';

/** What the server was started with (config.klaviyo). */
export interface EmailProviderSettings {
  /** KLAVIYO_API_KEY is set: the worker delivers. */
  configured: boolean;
  /** KLAVIYO_WAITLIST_LIST_ID is set: list subscriptions (the waitlist) can be delivered. */
  listConfigured: boolean;
}

export type EmailProviderState = 'not_configured' | 'failing' | 'working';

export interface EmailProviderStatusShape {
  state: EmailProviderState;
  /** A plain sentence or two for staff; null while everything works. */
  explanation: string | null;
  /** The kinds whose deliveries wait for a setting the server lacks (every kind when it has no API key). */
  waitingKinds: FormKindKey[];
  lastSentAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export class EmailProviderStatus {
  constructor(
    private readonly settings: EmailProviderSettings,
    private readonly queue: SubmissionQueue,
  ) {}

  async status(): Promise<EmailProviderStatusShape> {
    const kinds = FORM_KINDS.map((form) => form.kind);
    const { lastSentAt, lastFailure } = await this.queue.activity(kinds);
    const times = { lastSentAt: iso(lastSentAt), lastFailureAt: iso(lastFailure?.at), lastError: lastFailure?.error ?? null };
    if (!this.settings.configured) {
      return {
        state: 'not_configured',
        explanation: 'Submissions are not being sent to the e-mail provider (Klaviyo) because the server has no API key '
          + '(KLAVIYO_API_KEY is not set). Every submission is kept here and waits; nothing is lost. Once an administrator '
          + 'sets the key and restarts the server, the waiting submissions are sent.',
        waitingKinds: kinds,
        ...times,
      };
    }
    const listKinds = FORM_KINDS.filter((form) => form.delivery.type === 'subscription');
    const waitingKinds = this.settings.listConfigured ? [] : listKinds.map((form) => form.kind);
    const failing = !!lastFailure && (!lastSentAt || lastFailure.at.getTime() > lastSentAt.getTime());
    const sentences: string[] = [];
    if (failing) {
      sentences.push(`The e-mail provider (Klaviyo) is failing: the latest attempt, on ${formatShortDateTime(lastFailure.at)}, `
        + `failed with “${lastFailure.error}”. Submissions are kept here and retried automatically with growing pauses; `
        + 'one that still fails is marked Failed and can be retried here.');
    }
    if (waitingKinds.length) {
      sentences.push(`${listKinds.map((form) => form.label).join(' and ')} sign-ups are not being sent because the server has no list to `
        + 'add them to (KLAVIYO_WAITLIST_LIST_ID is not set). They are kept here and wait; once an administrator sets it and '
        + 'restarts the server, they are sent.');
    }
    return { state: failing ? 'failing' : 'working', explanation: sentences.join(' ') || null, waitingKinds, ...times };
  }
}
