/**
 * Image files made by the tests (issue 21): real photos with EXIF (text, GPS, orientation) made
 * with sharp, and hostile files: a script in an SVG, text named .jpg, a PNG declaring 144
 * megapixels in a few KB, a file cut short.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Text put in the EXIF of the test photos: no served file may contain it. */
export const EXIF_TEXT = 'SecretCameraOwner-7f3a';

/** A photo `width`×`height` with a gradient (so it compresses like a photo), EXIF text and GPS, and an EXIF orientation. */
export async function photo(width = 2400, height = 1600, { orientation = 1, format = 'jpeg' as 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', alpha = false } = {}): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 7) % 256;
      if (alpha) pixels[at + 3] = x < width / 2 ? 255 : 128;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels } })
    .withExif({
      IFD0: { Artist: EXIF_TEXT, Copyright: EXIF_TEXT, ImageDescription: EXIF_TEXT },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .withMetadata({ orientation });
  return image.toFormat(format, format === 'avif' ? { effort: 0 } : {}).toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>');

export const TEXT_AS_JPEG = Buffer.from('This is not an image at all, only text saved as holiday.jpg\n'.repeat(20));

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid PNG header declaring 12000×12000 (144 megapixels, 1 bit grey) with a few rows of data: a few KB. */
export function hugeDeclaredPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(12000, 0);
  header.writeUInt32BE(12000, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(12000 / 8);
  const rows = deflateSync(Buffer.alloc(rowBytes * 16));
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The first part of a file only, as a broken upload would leave it. */
export function truncated(file: Buffer, keep = 0.5): Buffer {
  return file.subarray(0, Math.floor(file.length * keep));
}
