/**
 * Reads one multipart/form-data upload (busboy, streaming): the field `file` and the short text
 * fields beside it. The size limit is checked while the body streams in: past MEDIA_MAX_MB the
 * upload stops at once with a 413 and the connection closes, so the rest is never read.
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

export function readUpload(req: Request, res: Response, maxBytes: number): Promise<Upload> {
  const refuse = (error: MediaFileError) => {
    // The rest of the body is not read: the connection ends after the answer.
    res.setHeader('Connection', 'close');
    req.unpipe();
    req.resume();
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
