/**
 * Reads one multipart/form-data upload (busboy, streaming): the field `file` and the short text
 * fields beside it. The size limit is checked while the body streams in: past MEDIA_MAX_MB the
 * upload stops at once with a 413. The rest of the body is then read and dropped for a little
 * while (up to LINGER_BYTES or LINGER_MS, then the connection is cut): closing at once would reset
 * a client still sending, which then never sees the 413.
 */
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { MediaFileError, tooLarge } from '../../services/media/media-errors.js';

export interface Upload {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** The text fields an upload may carry. */
const TEXT_FIELDS = new Set(['alt', 'caption', 'decorative']);
/** Room for the multipart framing and the text fields on top of the file itself. */
const FRAMING_BYTES = 64 * 1024;
/** How much of a refused body is read and dropped so the client can read the answer, and for how long. */
const LINGER_BYTES = 32 * 1024 * 1024;
const LINGER_MS = 10_000;

/** Drops the rest of a refused body, within the linger bounds; past them the connection is cut. */
function dropRest(req: Request): void {
  req.unpipe();
  let dropped = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

export function readUpload(req: Request, res: Response, maxBytes: number): Promise<Upload> {
  const refuse = (error: MediaFileError) => {
    // The rest of this body is read and dropped (within bounds) instead of closing the connection at
    // once: a close with unread data sends a reset, which can destroy the 413 before the client reads it.
    dropRest(req);
    return error;
  };
  return new Promise((resolve, reject) => {
    if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
      reject(new MediaFileError(400, 'Send the image as multipart/form-data in the field "file"'));
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) {
      reject(refuse(tooLarge(maxBytes)));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4000, parts: 20 } });
    } catch {
      reject(new MediaFileError(400, 'The upload is not valid multipart/form-data'));
      return;
    }
    const chunks: Buffer[] = [];
    let fileName: string | null = null;
    let settled = false;
    const fields: Record<string, string> = {};
    const fail = (error: MediaFileError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || fileName !== null) {
        stream.resume();
        return;
      }
      fileName = info.filename || 'image';
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        fail(refuse(tooLarge(maxBytes)));
      });
    });
    parser.on('field', (name, value) => {
      if (TEXT_FIELDS.has(name)) fields[name] = value;
    });
    parser.on('error', () => fail(new MediaFileError(400, 'The upload is not valid multipart/form-data (it may have been cut short)')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (fileName === null) reject(new MediaFileError(400, 'Choose an image file to upload (the field "file")'));
      else resolve({ bytes: Buffer.concat(chunks), fileName, fields });
    });
    req.on('aborted', () => fail(new MediaFileError(400, 'The upload was cut short')));
    req.pipe(parser);
  });
}
