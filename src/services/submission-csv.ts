/** The CSV export of one kind of submission (csv-stringify), safe to open in a spreadsheet. */
import { stringify } from 'csv-stringify/sync';
import type { SubmissionKindSpec } from './submission-kinds.js';
import type { SubmissionShape } from './submission.service.js';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function cell(value: string | number | null): string | number {
  if (typeof value !== 'string') return value ?? '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function submissionsCsv(spec: SubmissionKindSpec, items: SubmissionShape[]): string {
  const header = ['ID', 'Submitted at', 'Email', ...spec.fields.map((field) => field.label), 'Delivery status', 'Attempts', 'Last error', 'Sent at'];
  const rows = items.map((item) => [
    item.id, item.createdAt, item.email, ...item.fields.map((field) => field.value),
    item.delivery.status, item.delivery.attempts, item.delivery.lastError, item.delivery.sentAt,
  ].map(cell));
  return stringify([header, ...rows], { record_delimiter: '\r\n' });
}
