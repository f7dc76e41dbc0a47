// The part of a post's featured image a page needs (plain and serialisable): URLs, size, alt,
// placeholder and variants. A card shows the illustration's alt text as decoration, as before.
import type { ResponsiveSource } from '../../../src/shared/responsive-image.js';

interface PostImageLike {
  mediaId: number | null;
  url: string;
  alt: string;
  width: number;
  height: number;
  placeholder: string | null;
  variants: ReadonlyArray<{ url: string; width: number; format: string }>;
}

/** A library image for the page, or null (no image, or an illustration the card shows from its key). */
export function listImage(image: PostImageLike | null | undefined): ResponsiveSource | null {
  if (!image || image.mediaId === null) return null;
  return { url: image.url, width: image.width, height: image.height, alt: image.alt, placeholder: image.placeholder, variants: image.variants.map(({ url, width, format }) => ({ url, width, format })) };
}
