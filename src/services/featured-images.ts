/**
 * The featured images a post's `imageUrl` key names (public/images/featured/<key>.svg), with
 * their label and size: the size is read from each file's width/height or viewBox once, on first
 * use, so an image replaced on disk reports its own size after a restart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURED_IMAGES } from '../shared/constants.js';
import { featuredImageFile, featuredImagePath } from '../shared/blog-url.js';

export interface FeaturedImage {
  key: string;
  /** The site path (fingerprinted), such as /images/featured/confidence.583bac1d71.svg. */
  path: string;
  /** The image's label (the admin's choice list), such as "Confidence". */
  label: string;
  width: number;
  height: number;
}

/** An SVG's intrinsic size: its width and height attributes, else its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`, 'i').exec(tag)?.[1];
  const [width, height] = [attribute('width'), attribute('height')].map(Number);
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="([-\d.\s,]+)"/i.exec(tag)?.[1]?.trim().split(/[\s,]+/).map(Number);
  return box && box.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : null;
}

export class FeaturedImages {
  private images?: Map<string, FeaturedImage>;

  /** `publicDir`: the folder the site serves its static files from. */
  constructor(private readonly publicDir: string) {}

  /** The image a key names, or null for no key, an unknown key or a file without a readable size. */
  of(key: string | null | undefined): FeaturedImage | null {
    return (key && this.all().get(key)) || null;
  }

  private all(): Map<string, FeaturedImage> {
    this.images ??= new Map(FEATURED_IMAGES.flatMap(({ key, label }) => {
      const path = featuredImagePath(key)!;
      const size = svgSize(readFileSync(join(this.publicDir, featuredImageFile(key)!), 'utf8').slice(0, 2000));
      return size ? [[key, { key, path, label, ...size }]] : [];
    }));
    return this.images;
  }
}
