/** Plain text from article HTML or an excerpt, and the reading time the API reports. */
import sanitizeHtml from 'sanitize-html';
import { collapseWhitespace } from './text-search.js';

export { readingMinutes, WORDS_PER_MINUTE } from '../shared/reading-time.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|blockquote|figcaption|pre|tr|td|th)>|<br\s*\/?>/gi;

/** The text a reader sees: tags dropped (blocks end with a space), entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(BLOCK_END, (tag) => `${tag} `), { allowedTags: [], allowedAttributes: {} });
  return collapseWhitespace(text.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal || hex) {
      const code = decimal ? Number(decimal) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name!.toLowerCase()] ?? entity;
  }));
}
