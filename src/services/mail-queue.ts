/**
 * What the services need to send staff e-mail (invitations, password resets): a queue that takes
 * a message inside the transaction of the change that causes it (the outbox implements it,
 * src/outbox/mail-queue.ts; the composition root hands it in).
 */
import type { Transaction } from 'sequelize';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailQueue {
  /** `sourceId`: the row the mail is about (a staff_tokens row): one mail per row. */
  enqueue(mail: OutgoingMail, transaction: Transaction, sourceId: number): Promise<void>;
}

/** For service users without an outbox (scripts): mail is refused rather than lost silently. */
export const NO_MAIL_QUEUE: MailQueue = {
  enqueue: () => Promise.reject(new Error('No mail queue: staff mail needs the server’s composition (src/server/compose.ts)')),
};
