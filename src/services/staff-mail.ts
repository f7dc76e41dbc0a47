/**
 * The texts of staff e-mail: plain text and HTML, with the site's name and the one-time link (the
 * only secret a message carries). Every value put into the HTML is escaped.
 */
import { ROLE_LABELS, type StaffRole } from '../shared/staff-roles.js';
import type { OutgoingMail } from './mail-queue.js';

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function html(paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((text) => `<p>${escape(text)}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n`
    + `<p><a href="${escape(link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px">${escape(button)}</a></p>\n`
    + `<p style="color:#555;font-size:13px">Or paste this link into your browser: ${escape(link)}</p>\n</body></html>`;
}

export function invitationMail(site: string, to: string, role: StaffRole, inviter: string, link: string): OutgoingMail {
  const lines = [
    `${inviter} has invited you to join ${site} as ${/^[AEIOU]/.test(ROLE_LABELS[role]) ? 'an' : 'a'} ${ROLE_LABELS[role]}.`,
    'Open the link below to choose your username and password. The link works once and expires in 7 days.',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ];
  return {
    to,
    subject: `You are invited to join ${site}`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\n— ${site}\n`,
    html: html(lines, link, 'Accept the invitation'),
  };
}

export function passwordResetMail(site: string, to: string, link: string): OutgoingMail {
  const lines = [
    `Someone asked to reset the password of your ${site} staff account.`,
    'Open the link below to choose a new password. The link works once and expires in 1 hour; signing in again will be needed on every device.',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${site} password`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\n— ${site}\n`,
    html: html(lines, link, 'Choose a new password'),
  };
}
