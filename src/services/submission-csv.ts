/** The CSV export of one kind of submission (csv-stringify), safe to open in a spreadsheet. */
import { stringify } from 'csv-stringify/sync';
import type { SubmissionShape } from './submission.shapes.js';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection), and so
 * does every line inside a cell that starts like one: a reader that splits on line breaks must
 * not find a live formula either.
 */
export function cell(value: string | number | null): string | number {
  if (typeof value !== 'string') return value ?? '';
  const guarded = value.replace(/(\r\n|\r|\n)(?=[=+\-@\t])/g, "$1'");
  return FORMULA_START.test(guarded) ? `'${guarded}` : guarded;
}

/** Columns: ID, Submitted at, Email, the kind's fields by their staff labels, then the delivery. */
export function submissionsCsv(fields: ReadonlyArray<{ label: string }>, items: SubmissionShape[]): string {
  const header = ['ID', 'Submitted at', 'Email', ...fields.map((field) => field.label), 'Delivery status', 'Attempts', 'Last error', 'Sent at'];
  const rows = items.map((item) => [
    item.id, item.createdAt, item.email, ...item.fields.map((field) => field.value),
    item.delivery.status, item.delivery.attempts, item.delivery.lastError, item.delivery.sentAt,
  ].map(cell));
  // Any line break inside a value is quoted, whatever the record delimiter (csv-stringify quotes
  // only values holding the delimiter itself: a lone \n would otherwise start a new row).
  return stringify([header, ...rows], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
}
