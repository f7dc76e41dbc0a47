/**
 * What the services need from the delivery queue (the outbox, src/outbox implements it). The
 * composition root hands an implementation to createServices(), so services never import the
 * outbox and the outbox never calls back into the services.
 */
import type { Transaction, WhereOptions } from 'sequelize';
import type { FormKindKey } from '../shared/forms/index.js';
import type { DeliveryShape } from './submission.shapes.js';

/** A submission as stored, on its way to the e-mail provider. */
export interface StoredSubmission {
  kind: FormKindKey;
  id: number;
  email: string;
  /** The kind's fields other than the e-mail, as stored. */
  fields: Record<string, string | null>;
  createdAt: Date;
}

export interface DeliveryCount {
  kind: string;
  /** waiting, sending, sent or failed. */
  status: string;
  count: number;
}

export interface SubmissionQueue {
  /** Queues the submission's delivery inside the transaction that stores it: both are kept, or neither. */
  enqueue(submission: StoredSubmission, transaction: Transaction): Promise<void>;
  /** How each of these submissions' deliveries is going; a submission without an entry is missing from the map. */
  deliveryOf(kind: FormKindKey, ids: readonly number[]): Promise<Map<number, DeliveryShape>>;
  /** A `where` on a kind's table: the submissions whose delivery has this status. */
  withStatus(kind: FormKindKey, status: string): WhereOptions;
  /** Puts a failed delivery back in the queue; false when it had not failed. */
  retry(kind: FormKindKey, id: number): Promise<boolean>;
  /** Deliveries by kind and status. */
  counts(): Promise<DeliveryCount[]>;
  /** Removes these submissions' deliveries (their copy of the data) inside the transaction that deletes them. */
  forget(kind: FormKindKey, ids: readonly number[], transaction: Transaction): Promise<void>;
  /** The provider's latest success and latest failure among these kinds' deliveries. */
  activity(kinds: readonly FormKindKey[]): Promise<DeliveryActivity>;
}

/** How deliveries to the provider went lately (for the inbox's explanation when it is failing). */
export interface DeliveryActivity {
  lastSentAt: Date | null;
  lastFailure: { at: Date; error: string } | null;
}

function noQueue(): never {
  throw new Error('No submission queue: pass createServices(sequelize, { submissionQueue }) (src/server/index.ts passes the outbox)');
}

/** For a createServices() caller that stores no submissions (scripts, benchmarks): says so loudly if used. */
export const NO_SUBMISSION_QUEUE: SubmissionQueue = {
  enqueue: noQueue, deliveryOf: noQueue, withStatus: noQueue, retry: noQueue, counts: noQueue, forget: noQueue, activity: noQueue,
};
