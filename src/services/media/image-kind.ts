/**
 * What an upload is, from its first bytes (never its name or Content-Type): the five raster
 * formats the library accepts, or null (SVG, HEIC, text, anything else: a 415).
 */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export const ACCEPTED_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'avif', 'gif'];

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand or one of the compatible brands of the ftyp box must be AVIF (not HEIC).
    const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** The MIME type of each kind the library writes or accepts. */
export const MIME_TYPES: Record<ImageKind, string> = {
  jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
};

/** The file extension of each kind in storage keys and URLs. */
export const EXTENSIONS: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' };

export function kindOfExtension(extension: string): ImageKind | null {
  const found = (Object.entries(EXTENSIONS) as Array<[ImageKind, string]>).find(([, ext]) => ext === extension);
  return found ? found[0] : null;
}
