/**
 * The URL of one of the site's own images (public/images): its name with a hash of its contents
 * (/images/hero.3f9c0a1b2d.svg), served as immutable for a year, so a changed image is a new URL.
 * A path that is not one of them comes back as it is. The hashes: scripts/site-images.mjs.
 */
import { SITE_IMAGE_HASHES } from './site-images.generated.js';

/** Hashed names: name.<10 hex digits>.ext (the server serves these as immutable). */
export const HASHED_IMAGE_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export function siteImage(path: string): string {
  const hash = SITE_IMAGE_HASHES[path];
  if (!hash) return path;
  const dot = path.lastIndexOf('.');
  return `${path.slice(0, dot)}.${hash}${path.slice(dot)}`;
}

/** The path of the file an image URL names, its hash taken out; null when it is not a current hashed image. */
export function siteImageFile(url: string): string | null {
  const match = /^(.*)\.([0-9a-f]{10})(\.[a-z0-9]+)$/.exec(url);
  if (!match) return null;
  const path = match[1]! + match[3]!;
  return SITE_IMAGE_HASHES[path] === match[2] ? path : null;
}
