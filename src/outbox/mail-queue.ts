/**
 * The services' MailQueue (src/services/mail-queue.ts) on the outbox table: each staff e-mail is
 * an outbox row of kind `mail`, written in the transaction of the change that causes it, and
 * delivered by the mail worker (outbox.runtime.ts) with retries and backoff.
 */
import type { Transaction } from 'sequelize';
import { OutboxMessage } from '../../models/outbox-message.model.js';
import type { MailQueue, OutgoingMail } from '../services/mail-queue.js';
import type { Mailer } from '../integrations/mail/smtp-mailer.js';
import type { OutgoingMessage } from './handlers.js';

export const MAIL_KIND = 'mail';

export class OutboxMailQueue implements MailQueue {
  async enqueue(mail: OutgoingMail, transaction: Transaction, sourceId: number): Promise<void> {
    // submissionId names the staff_tokens row the mail carries (kind + id are unique in the outbox).
    await OutboxMessage.create({ kind: MAIL_KIND, submissionId: sourceId, payload: mail, nextAttemptAt: new Date() }, { transaction });
  }
}

export async function deliverMail(message: OutgoingMessage<OutgoingMail>, mailer: Mailer): Promise<void> {
  await mailer.send(message.payload);
}
