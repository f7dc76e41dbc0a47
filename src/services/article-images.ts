/**
 * Images inside an article's body (issue 21): each one from the media library (its src under
 * /media/<hash>/, as the editor's upload adapter inserts it) becomes the responsive <picture> of
 * its item, with the alt text the editor gave (else the library's); every other image (the
 * site's emoji and heading icons, sized already) is left as it is.
 */
import { IMAGE_SIZES, pictureHtml } from '../shared/responsive-image.js';
import type { MediaLibrary } from './media/media.service.js';

const IMG_TAG = /<img\b[^>]*>/gi;
const LIBRARY_SRC = /\ssrc="(?:[^"]*?)\/media\/([0-9a-f]{32})\/[^"]*"/i;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? match[1]! : null;
}

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The library hashes of the images in article HTML (stored or rendered), in order. */
export function libraryHashesIn(html: string): string[] {
  return (html.match(IMG_TAG) ?? []).map((tag) => LIBRARY_SRC.exec(tag)?.[1]).filter((hash): hash is string => Boolean(hash));
}

/** `absolute`: every URL of the pictures with the site's origin (or MEDIA_PUBLIC_URL), for the Content API's clients. */
export async function responsiveBodyImages(html: string, media: MediaLibrary, { absolute = false }: { absolute?: boolean } = {}): Promise<string> {
  const hashes = libraryHashesIn(html);
  const items = hashes.length ? await media.byHashes(hashes, absolute) : new Map();
  return html.replace(IMG_TAG, (tag) => {
    const hash = LIBRARY_SRC.exec(tag)?.[1];
    const item = hash ? items.get(hash) : undefined;
    if (item) {
      const alt = attribute(tag, 'alt');
      return pictureHtml({ ...item, alt: alt !== null && alt !== '' ? unescape(alt) : item.decorative ? '' : item.alt }, IMAGE_SIZES.article);
    }
    return tag;
  });
}
