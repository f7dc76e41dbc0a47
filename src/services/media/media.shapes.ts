/** The media library's answers (REST, GraphQL, the pages): URLs, size, alt text and the variants. */
import type { Media, MediaFileRecord } from '../../../models/index.js';

export type MediaFormat = MediaFileRecord['format'];

export interface MediaVariant {
  url: string;
  width: number;
  format: MediaFormat;
}

export interface MediaShape {
  id: number;
  /** The full-size file (metadata stripped), in the fallback format. */
  url: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** Shown without alt text on purpose. */
  decorative: boolean;
  mimeType: string;
  /** A data: URL of a tiny blurred preview, shown while the image loads. */
  placeholder: string;
  /** Every width in AVIF, WebP and the fallback format, narrowest first. */
  variants: MediaVariant[];
  fileName: string;
  /** Bytes uploaded. */
  size: number;
  createdAt: string;
}

export interface MediaPage {
  items: MediaShape[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The stored files of an item: the full-size one first, then the variants. */
export function filesOf(row: Pick<Media, 'files'>): MediaFileRecord[] {
  return JSON.parse(row.files) as MediaFileRecord[];
}

/** `base`: where the files are served (the site's /media, absolute or not, or MEDIA_PUBLIC_URL). */
export function toMediaShape(row: Media, base: string): MediaShape {
  const [original, ...variants] = filesOf(row);
  return {
    id: row.id,
    url: `${base}/${original!.key}`,
    width: row.width,
    height: row.height,
    alt: row.alt,
    caption: row.caption,
    decorative: Boolean(row.decorative),
    mimeType: row.mimeType,
    placeholder: row.placeholder,
    variants: variants.map((file) => ({ url: `${base}/${file.key}`, width: file.width, format: file.format })),
    fileName: row.fileName,
    size: row.size,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A srcset of one format's variants: "url 320w, url 640w". */
export function srcset(variants: readonly MediaVariant[], format: MediaFormat): string {
  return variants.filter((variant) => variant.format === format).map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
