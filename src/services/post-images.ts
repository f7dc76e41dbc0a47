/**
 * A post's featured image as every reader gets it: the media library's item when the post has an
 * `imageId` (its alt text, variants and placeholder), else the built-in illustration its
 * `imageUrl` key names, else none. URLs are the site's paths (or MEDIA_PUBLIC_URL's); the
 * Content API makes them absolute (post-presentation.ts).
 */
import type { FeaturedImages } from './featured-images.js';
import type { MediaLibrary } from './media/media.service.js';
import type { MediaShape, MediaVariant } from './media/media.shapes.js';

export interface PostImage {
  /** The media library item, or null for a built-in illustration. */
  mediaId: number | null;
  url: string;
  /** What the image shows; '' for an image marked decorative (and the illustrations' label otherwise). */
  alt: string;
  caption: string;
  width: number;
  height: number;
  /** A data: URL of a tiny blurred preview, or null. */
  placeholder: string | null;
  /** AVIF, WebP and fallback files by width; empty for an illustration (an SVG fits every width). */
  variants: MediaVariant[];
}

/** The fields a post's image is chosen by. */
export interface ImagedPost {
  imageUrl: string | null;
  imageId?: number | null;
  image?: PostImage | null;
}

export function mediaImage(media: MediaShape): PostImage {
  return {
    mediaId: media.id,
    url: media.url,
    alt: media.decorative ? '' : media.alt,
    caption: media.caption,
    width: media.width,
    height: media.height,
    placeholder: media.placeholder,
    variants: media.variants,
  };
}

export class PostImages {
  /** Without `media` only the illustrations are known (tests of the presentation alone). */
  constructor(private readonly featured: FeaturedImages, private readonly media?: MediaLibrary) {}

  /** Sets `image` on each post: one read of the library items for all of them. */
  async attach<T extends ImagedPost>(posts: T[]): Promise<T[]> {
    const ids = posts.map((post) => post.imageId).filter((id): id is number => typeof id === 'number');
    const found = ids.length && this.media ? await this.media.byIds(ids) : new Map<number, MediaShape>();
    for (const post of posts) {
      const media = post.imageId ? found.get(post.imageId) : undefined;
      post.image = media ? mediaImage(media) : this.illustration(post.imageUrl);
    }
    return posts;
  }

  /** The built-in illustration a key names, or null. */
  illustration(key: string | null): PostImage | null {
    const image = this.featured.of(key);
    return image && { mediaId: null, url: image.path, alt: image.label, caption: '', width: image.width, height: image.height, placeholder: null, variants: [] };
  }
}
