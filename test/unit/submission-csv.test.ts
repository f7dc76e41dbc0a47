/**
 * CSV export safe for spreadsheets (issue 9 row 7): no cell, and no line inside a cell, starts a
 * live formula, and a line break inside a value never starts a new row.
 */
import { expect } from 'chai';
import { submissionsCsv } from '../../src/services/submission-csv.js';
import type { SubmissionShape } from '../../src/services/submission.shapes.js';

function submission(message: string): SubmissionShape {
  return {
    kind: 'suggestion', id: 7, email: 'jo@example.com', createdAt: '2026-11-21T10:00:00.000Z',
    fields: [{ key: 'message', label: 'Message', value: message }],
    delivery: { status: 'waiting', attempts: 0, lastError: null, nextAttemptAt: null, sentAt: null },
  } as SubmissionShape;
}

/** Records as a spreadsheet reads them: quoted values may hold line breaks. */
function records(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]!;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') { value += '"'; i++; } else if (char === '"') quoted = false; else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') { row.push(value); value = ''; }
    else if (char === '\r' && csv[i + 1] === '\n') { row.push(value); rows.push(row); row = []; value = ''; i++; }
    else value += char;
  }
  return rows;
}

describe('submissions CSV', () => {
  it('keeps a line break and a formula after it inside one quoted, neutralised cell', () => {
    for (const breakChars of ['\n', '\r\n', '\r']) {
      const csv = submissionsCsv([{ label: 'Message' }], [submission(`Hello${breakChars}=cmd|' /C calc'!A0`)]);
      const rows = records(csv);
      expect(rows, JSON.stringify(breakChars)).to.have.length(2);
      expect(rows[1]![3]).to.equal(`Hello${breakChars}'=cmd|' /C calc'!A0`);
      // Split naively on any line break, still no line starts with a formula character.
      for (const line of csv.split(/\r\n|\r|\n/)) expect(line, JSON.stringify(line)).to.not.match(/^[=+\-@]/);
    }
  });

  it('guards a value that starts like a formula, and leaves ordinary text alone', () => {
    const rows = records(submissionsCsv([{ label: 'Message' }], [submission('+1 555 0100'), submission('Plain words, with a comma')]));
    expect(rows[1]![3]).to.equal("'+1 555 0100");
    expect(rows[2]![3]).to.equal('Plain words, with a comma');
  });
});
