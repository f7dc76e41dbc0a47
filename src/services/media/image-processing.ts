/**
 * Turns an accepted upload into the files the library serves (sharp, the libvips binding): the
 * kind from the bytes, the pixel limit from the header before anything is decoded, EXIF
 * orientation applied, then every file written without metadata (sharp keeps none unless asked,
 * so GPS, camera and names never leave): the full-size original re-encoded, AVIF and WebP at each
 * width up to the original's plus a JPEG (PNG with transparency, GIF for a GIF) fallback, and a
 * tiny blurred placeholder.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

type Sharp = ReturnType<typeof sharp>;
type Metadata = Awaited<ReturnType<Sharp['metadata']>>;
import { EXTENSIONS, imageKind, MIME_TYPES, type ImageKind } from './image-kind.js';
import { DAMAGED, MediaFileError, NOT_AN_IMAGE, tooManyPixels } from './media-errors.js';

// One libvips thread per image and no operation cache: MEDIA_PROCESSING_CONCURRENCY alone decides
// how much CPU and memory uploads take, so a burst never starves page serving.
sharp.concurrency(1);
sharp.cache(false);

/** The widths variants are made at; never wider than the original. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export interface ProcessedFile {
  /** The storage key: `<hash>/<name>.<ext>`. */
  key: string;
  bytes: Buffer;
  format: ImageKind;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** The first 32 hex digits of the SHA-256 of the uploaded bytes: the files' folder. */
  hash: string;
  /** What was uploaded (the accepted kind). */
  kind: ImageKind;
  /** After EXIF orientation. */
  width: number;
  height: number;
  /** The full-size copy without metadata, in the fallback format. */
  original: ProcessedFile;
  variants: ProcessedFile[];
  /** A data: URL of a tiny blurred preview. */
  placeholder: string;
}

/** The widths of the variants of an image `width` wide. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

// Encoder efforts chosen for speed on small servers (measured in bench/README.md): AVIF effort 0 is
// six times faster than effort 2 and still smaller than WebP; mozjpeg was ten times slower than libjpeg.
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 82, progressive: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 8 }),
  gif: (image: Sharp) => image.gif(),
} satisfies Record<ImageKind, (image: Sharp) => Sharp>;

/** Checks the kind and the pixel limit from the header only; throws the 415/422 refusals. */
export async function inspectUpload(bytes: Buffer, maxPixels: number): Promise<{ kind: ImageKind; metadata: Metadata }> {
  const kind = imageKind(bytes);
  if (!kind) throw new MediaFileError(415, NOT_AN_IMAGE);
  let metadata: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaFileError(422, DAMAGED);
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!width || !height) throw new MediaFileError(422, DAMAGED);
  const frames = metadata.pages ?? 1;
  if (width * height > maxPixels || width * height * frames > maxPixels * 4) throw tooManyPixels(width, height, maxPixels);
  return { kind, metadata };
}

export async function processImage(bytes: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const { kind, metadata } = await inspectUpload(bytes, maxPixels);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const animated = kind === 'gif' || kind === 'webp' ? (metadata.pages ?? 1) > 1 : false;
  const fallback: ImageKind = kind === 'gif' ? 'gif' : metadata.hasAlpha ? 'png' : 'jpeg';
  // failOn 'truncated': a file cut short is refused rather than served half grey.
  const decode = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated', animated }).rotate();
  try {
    // A still image is decoded (and turned upright) once; every file is encoded from those pixels.
    const decoded = animated ? null : await decode().raw().toBuffer({ resolveWithObject: true });
    const source = () => (decoded ? sharp(decoded.data, { raw: decoded.info }) : decode());
    // EXIF orientations 5-8 turn the image a quarter: width and height swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    const frameHeight = metadata.pageHeight ?? metadata.height!;
    const width = decoded ? decoded.info.width : turned ? frameHeight : metadata.width!;
    const height = decoded ? decoded.info.height : turned ? metadata.width! : frameHeight;
    const encode = async (format: ImageKind, targetWidth: number | null, name: string): Promise<ProcessedFile> => {
      let image = source();
      if (targetWidth !== null && targetWidth < width) image = image.resize({ width: targetWidth });
      const { data, info } = await ENCODE[format](image).toBuffer({ resolveWithObject: true });
      const fileWidth = info.width;
      const fileHeight = animated ? (info.pageHeight ?? info.height) : info.height;
      return { key: `${hash}/${name}.${EXTENSIONS[format]}`, bytes: data, format, width: fileWidth, height: fileHeight };
    };
    const formats: ImageKind[] = animated ? ['webp', fallback] : ['avif', 'webp', fallback];
    const variants: ProcessedFile[] = [];
    for (const variantWidth of variantWidths(width)) {
      for (const format of formats) variants.push(await encode(format, variantWidth, `w${variantWidth}`));
    }
    const original = await encode(fallback, null, 'original');
    const preview = await source().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
    return { hash, kind, width, height, original, variants, placeholder: `data:image/webp;base64,${preview.toString('base64')}` };
  } catch (error) {
    if (error instanceof MediaFileError) throw error;
    throw new MediaFileError(422, DAMAGED);
  }
}

export { MIME_TYPES };
