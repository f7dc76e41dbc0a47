/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it receives, parsed by
 * mailparser, so tests read what staff would find in their inbox.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { waitFor } from '../outbox/support.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the first message to `to` after `seen` messages to that address, and answers it. */
  next(to: string, seen?: number): Promise<ReceivedMail>;
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ['AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        messages.push({
          from: parsed.from?.text ?? '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        });
        callback();
      }, (error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((message) => message.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    async next(address, seen = 0) {
      await waitFor(`a message to ${address}`, () => to(address).length > seen, 30_000);
      return to(address)[seen]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` in a message's text. */
export function linkToken(mail: ReceivedMail, publicUrl: string, path: string): string {
  const escaped = `${publicUrl}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}
