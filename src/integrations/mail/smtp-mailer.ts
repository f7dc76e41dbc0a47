/**
 * Sends staff e-mail over SMTP with nodemailer (SMTP_URL, MAIL_FROM). SMTP's answers sort into the
 * outbox's outcomes: a 5xx reply refuses this message for good (`rejected`); 4xx replies, time-outs
 * and connection failures are retried with backoff.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../../services/mail-queue.js';
import { DeliveryError } from '../../outbox/delivery-error.js';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for log lines (never with the URL's password). */
  readonly destination: string;
}

interface SmtpError extends Error {
  responseCode?: number;
  code?: string;
}

export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs,
  } as never);
  const url = new URL(smtpUrl);
  return {
    destination: `${url.protocol}//${url.host}`,
    async send(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        const smtp = error as SmtpError;
        const status = smtp.responseCode;
        if (status && status >= 500) throw new DeliveryError(`The mail server refused the message: ${smtp.message}`, 'rejected', status);
        if (status && status >= 400) throw new DeliveryError(`The mail server deferred the message: ${smtp.message}`, 'server', status);
        const timeout = smtp.code === 'ETIMEDOUT' || /timeout/i.test(smtp.message);
        throw new DeliveryError(`Could not reach the mail server: ${smtp.message}`, timeout ? 'timeout' : 'network');
      }
    },
  };
}

/** Development without SMTP_URL: each message is written to the log, link included, so it can be followed. */
export function createLogMailer(log: (mail: OutgoingMail) => void): Mailer {
  return {
    destination: 'the log (SMTP_URL is not set)',
    send: async (mail) => log(mail),
  };
}
