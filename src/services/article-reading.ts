/**
 * What a reader gets around an article's HTML (issue 26, item 5): its reading time, a link
 * anchor on every section heading, and the HTML a feed reader can show on its own (every
 * site path made absolute). Pure functions of the reader's HTML (article-html.ts), run after it.
 */

/** Words a minute an adult reads on a screen, the usual figure for "N min read". */
const WORDS_PER_MINUTE = 220;

const TAGS = /<[^>]*>/g;
const ENTITY = /&(?:nbsp|amp|lt|gt|quot|#39|apos);/g;
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'" };

function textOf(html: string): string {
  return html.replace(TAGS, ' ').replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);
}

/** Minutes to read the article's text, whole and at least one. */
export function readingMinutes(html: string): number {
  const words = textOf(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A heading's fragment: its words, lower case, joined by hyphens ("Race-Day Nerves!" → "race-day-nerves"). */
export function headingFragment(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '').trim().replace(/[\s-]+/g, '-').slice(0, 80).replace(/-$/, '') || 'section';
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

const SECTION_HEADING = /<(h[2-4])((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/g;
const ID_ATTRIBUTE = /\sid="([^"]*)"/;

/**
 * Every h2–h4 gets an id (its own if it has one, else its words, made unique in the article) and,
 * at its end, a link to itself: readers copy a section's address from it. The link's name says
 * which section; its "#" is drawn by CSS. Ids the page itself uses are avoided.
 */
export function withHeadingAnchors(html: string, reserved: readonly string[] = ['main-content', 'related-heading']): string {
  const taken = new Set<string>(reserved);
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) taken.add(match[1]!);
  return html.replace(SECTION_HEADING, (whole, tag: string, attributes: string, inner: string) => {
    const text = textOf(inner).replace(/\s+/g, ' ').trim();
    if (!text) return whole;
    let id = ID_ATTRIBUTE.exec(attributes)?.[1];
    let attrs = attributes;
    if (!id) {
      const base = headingFragment(text);
      id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
      attrs = `${attributes} id="${id}"`;
    }
    const anchor = `<a class="heading-anchor" href="#${escapeAttribute(id)}" aria-label="${escapeAttribute(`Link to the section “${text}”`)}"></a>`;
    return `<${tag}${attrs}>${inner}${anchor}</${tag}>`;
  });
}

/** The article's HTML for a feed: links and images that name a site path get the site's origin. */
export function absoluteSitePaths(html: string, siteOrigin: string): string {
  const origin = siteOrigin.replace(/\/$/, '');
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_whole, name: string) => ` ${name}="${origin}/`)
    .replace(/\ssrcset="([^"]*)"/g, (_whole, set: string) => ` srcset="${set.replace(/(^|,\s*)\/(?!\/)/g, `$1${origin}/`)}"`);
}
