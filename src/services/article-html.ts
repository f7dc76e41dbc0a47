/**
 * Article HTML as readers get it (SPEC section 9), made on the server: one sanitize-html pass with
 * the editors' allow-list that also opens links in a new tab, strips the inline font, line-height,
 * margin and padding styles pasted content brings, and swaps the flame and brain emojis for the
 * site's images; then the headings get their icons (a heading's whole text is only known once
 * it is closed, so this runs over the already sanitised, well-formed output).
 */
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_SANITIZE_OPTIONS } from './html-sanitizer.js';

/** Every style property not in this list (font-*, line-height, margin*, padding*) is dropped. */
const KEPT_STYLES = ['text-align', 'text-decoration', 'color', 'background-color'];
// Words, numbers, colours and rgb()/hsl() only, as in the editors' allow-list.
const SAFE_STYLE_VALUE = [/^(?:[-#%.,'"\w\s]|(?:rgba?|hsla?)\([\d\s.,%]+\))+$/];

const EMOJI_IMAGES: Array<{ pattern: RegExp; src: string; alt: string }> = [
  { pattern: /\u{1F525}\uFE0F?/gu, src: '/images/flame.svg', alt: 'flame' },
  { pattern: /\u{1F9E0}\uFE0F?/gu, src: '/images/brain.svg', alt: 'brain' },
];

const BRAND_ICON = '<img src="/images/brand-icon.svg" alt="" class="article-heading-icon" width="28" height="28" />';
const LINK_EMOJI = '<span class="article-heading-emoji" aria-hidden="true">\u{1F517}</span>';

const RENDER_OPTIONS: sanitizeHtml.IOptions = {
  ...ARTICLE_SANITIZE_OPTIONS,
  allowedStyles: { '*': Object.fromEntries(KEPT_STYLES.map((property) => [property, SAFE_STYLE_VALUE])) },
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // In-page anchors stay in the page; every other link opens a new tab without an opener.
      if (!href || href.startsWith('#')) return { tagName, attribs };
      return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
  // The text arrives escaped; what this returns goes into the output as HTML.
  textFilter: (text) =>
    EMOJI_IMAGES.reduce(
      (html, emoji) => html.replace(emoji.pattern, `<img src="${emoji.src}" alt="${emoji.alt}" class="article-emoji" width="20" height="20" />`),
      text,
    ),
};

const HEADING = /<(h[1-6])((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/g;

function headingText(innerHtml: string): string {
  return innerHtml
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** "Fuel for Thought" and "Digest" headings get the brand icon, "Read" and "Watch" ones a link emoji. */
function decorateHeadings(html: string): string {
  return html.replace(HEADING, (whole, tag: string, attributes: string, inner: string) => {
    const text = headingText(inner);
    const brand = text.includes('Fuel for Thought') || text.includes('Digest');
    const link = text.includes('Read') || text.includes('Watch');
    if (!brand && !link) return whole;
    const prefix = (brand ? BRAND_ICON : '') + (link ? LINK_EMOJI + ' ' : '');
    return `<${tag}${attributes}>${prefix}${inner}</${tag}>`;
  });
}

/** The reader's HTML for stored article content. */
export function renderArticleHtml(html: string | null | undefined): string {
  if (!html) return '';
  return decorateHeadings(sanitizeHtml(html, RENDER_OPTIONS));
}
