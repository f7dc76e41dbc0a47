/**
 * An upload refused for what the file is: too large (413), not an accepted kind (415), or an
 * image the library will not decode (422: too many pixels, damaged or cut short). The error
 * mapper answers `status` with the message, naming the field `file`.
 */
export class MediaFileError extends Error {
  readonly errors: Record<string, string>;

  constructor(readonly status: 413 | 415 | 422 | 400, message: string) {
    super(message);
    this.name = 'MediaFileError';
    this.errors = { file: message };
  }
}

export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP, AVIF or GIF image (SVG and other files are not accepted)';

export function tooLarge(maxBytes: number): MediaFileError {
  return new MediaFileError(413, `The file is larger than the limit of ${Math.round(maxBytes / 1024 / 1024)} MB (MEDIA_MAX_MB)`);
}

export function tooManyPixels(width: number, height: number, maxPixels: number): MediaFileError {
  const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;
  return new MediaFileError(422, `The image is ${width}×${height} (${megapixels(width * height)}), more than the limit of ${megapixels(maxPixels)} (MEDIA_MAX_PIXELS)`);
}

export const DAMAGED = 'The image could not be read: the file is damaged or cut short';
