/**
 * Staff e-mail through the outbox: the services' MailQueue (src/services/mail-queue.ts) writes
 * each message as an outbox row of kind `mail` in the transaction of the change that causes it,
 * and the mail channel sends it with retries and backoff.
 */
import type { Transaction } from 'sequelize';
import type { MailQueue, OutgoingMail } from '../../services/mail-queue.js';
import type { OutboxChannel, OutgoingMessage } from '../../outbox/outbox-channel.js';
import { OutboxStore } from '../../outbox/outbox.store.js';
import type { Mailer } from './smtp-mailer.js';

export const MAIL_KIND = 'mail';

export class OutboxMailQueue implements MailQueue {
  constructor(private readonly store = new OutboxStore()) {}

  async enqueue(mail: OutgoingMail, transaction: Transaction, sourceId: number): Promise<void> {
    // The source is the staff_tokens row the mail carries (kind + source id are unique in the outbox).
    await this.store.enqueue({ kind: MAIL_KIND, sourceId, payload: mail }, transaction);
  }
}

/** Staff mail's channel, through this mailer (SMTP, or the log in development). */
export function createMailChannel(mailer: Mailer): OutboxChannel {
  const deliverMail = async (message: OutgoingMessage<OutgoingMail>) => mailer.send(message.payload);
  return { name: 'mail', destination: mailer.destination, handlers: { [MAIL_KIND]: deliverMail } };
}
