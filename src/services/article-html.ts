/**
 * Article HTML as readers get it (docs/product.md §9), made on the server: one sanitize-html pass with
 * the editors' allow-list that opens links to other sites in a new tab (links within the site stay
 * in the tab), strips the inline font, line-height,
 * margin and padding styles pasted content brings, and swaps the flame and brain emojis for the
 * site's images; then the headings get their icons (a heading's whole text is only known once
 * it is closed, so this runs over the already sanitised, well-formed output).
 */
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { siteImage } from '../shared/site-images.js';
import { VIDEO_LINK_CLASS, videoEmbedOf } from '../shared/video-embeds.js';
import { ARTICLE_SANITIZE_OPTIONS } from './html-sanitizer.js';

/** Every style property not in this list (font-*, line-height, margin*, padding*) is dropped. */
const KEPT_STYLES = ['text-align', 'text-decoration', 'color', 'background-color'];
// Words, numbers, colours and rgb()/hsl() only, as in the editors' allow-list.
const SAFE_STYLE_VALUE = [/^(?:[-#%.,'"\w\s]|(?:rgba?|hsla?)\([\d\s.,%]+\))+$/];

const EMOJI_IMAGES: Array<{ pattern: RegExp; src: string; alt: string }> = [
  { pattern: /\u{1F525}\uFE0F?/gu, src: siteImage('/images/flame.svg'), alt: 'flame' },
  { pattern: /\u{1F9E0}\uFE0F?/gu, src: siteImage('/images/brain.svg'), alt: 'brain' },
];

const BRAND_ICON = `<img src="${siteImage('/images/brand-icon.svg')}" alt="" class="article-heading-icon" width="28" height="28" />`;
const LINK_EMOJI = '<span class="article-heading-emoji" aria-hidden="true">\u{1F517}</span>';

/**
 * Whether a link leaves the site for another web page: an http(s) URL on another origin.
 * Relative links, in-page anchors and links to the site's own origin (`siteOrigin`, PUBLIC_URL)
 * stay inside; mailto: and tel: links open the visitor's mail or phone app, not a page.
 */
export function isExternalLink(href: string, siteOrigin: string): boolean {
  if (!href || href.startsWith('#')) return false;
  const site = new URL(siteOrigin);
  try {
    const url = new URL(href, site);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== site.origin;
  } catch {
    return false;
  }
}

function renderOptions(siteOrigin: string): sanitizeHtml.IOptions {
  return {
    ...ARTICLE_SANITIZE_OPTIONS,
    allowedAttributes: { ...ARTICLE_SANITIZE_OPTIONS.allowedAttributes, a: ['href', 'title', 'target', 'rel', 'class'] },
    allowedClasses: { ...ARTICLE_SANITIZE_OPTIONS.allowedClasses, a: [VIDEO_LINK_CLASS] },
    allowedStyles: { '*': Object.fromEntries(KEPT_STYLES.map((property) => [property, SAFE_STYLE_VALUE])) },
    // The embeds are judged by the oembed rule below (the save-time filter would see the link it became).
    exclusiveFilter: undefined,
    transformTags: {
      // A video is a plain link to its page until a click loads the player: no request to the
      // provider before that (issue 20, item 7). Editors cannot write the class themselves: the
      // `a` rule below drops it.
      oembed: (_tagName, attribs): sanitizeHtml.Tag => {
        const video = videoEmbedOf(attribs.url);
        if (!video) return { tagName: 'span', attribs: {} };
        // Its words are added after the pass (videoLinkTexts): a transform's text is lost beside a textFilter.
        return { tagName: 'a', attribs: { href: video.watchUrl, class: VIDEO_LINK_CLASS, target: '_blank', rel: 'noopener noreferrer' } };
      },
      // One of the site's own images typed into a post gets its fingerprinted name, as the
      // pages' own images do (cached for a year; a changed file is a new URL).
      img: (tagName, attribs) => (attribs.src ? { tagName, attribs: { ...attribs, src: siteImage(attribs.src) } } : { tagName, attribs }),
      a: (tagName, attribs) => {
        // Links to other sites open a new tab without an opener; links within the site open in
        // place, also when the editor set a target of their own.
        const { target: _target, rel: _rel, class: _class, ...rest } = attribs;
        if (!isExternalLink(attribs.href ?? '', siteOrigin)) return { tagName, attribs: rest };
        return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
      },
    },
    // The text arrives escaped; what this returns goes into the output as HTML.
    textFilter: (text) =>
      EMOJI_IMAGES.reduce(
        (html, emoji) => html.replace(emoji.pattern, `<img src="${emoji.src}" alt="${emoji.alt}" class="article-emoji" width="20" height="20" />`),
        text,
      ),
  };
}

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

/**
 * The words that earn a heading the link emoji: "Read" and "Watch" as whole words, as written
 * (capitalised), and their "-ing" forms ("Further Reading", "Worth Watching"), which head lists
 * of things to read or watch. "Ready", "Already", "Readiness", "Watched" or "Watchful" do not.
 */
const LINK_WORDS = /\b(?:Read|Watch)(?:ing)?\b/;

/** "Fuel for Thought" and "Digest" headings get the brand icon, "Read" and "Watch" ones a link emoji. */
function decorateHeadings(html: string): string {
  return html.replace(HEADING, (whole, tag: string, attributes: string, inner: string) => {
    const text = headingText(inner);
    const brand = text.includes('Fuel for Thought') || text.includes('Digest');
    const link = LINK_WORDS.test(text);
    if (!brand && !link) return whole;
    const prefix = (brand ? BRAND_ICON : '') + (link ? LINK_EMOJI + ' ' : '');
    return `<${tag}${attributes}>${prefix}${inner}</${tag}>`;
  });
}

const VIDEO_LINK = new RegExp(`(<a href="([^"]+)" class="${VIDEO_LINK_CLASS}"[^>]*>)</a>`, 'g');

/** A video link's words: what it plays and that the provider is reached only on a click. */
function videoLinkTexts(html: string): string {
  return html.replace(VIDEO_LINK, (whole, open: string, href: string) => {
    const video = videoEmbedOf(href.replace(/&amp;/g, '&'));
    if (!video) return whole;
    return `${open}<span class="article-video-play">Play the ${video.label} video</span> <span class="article-video-note">Nothing loads from ${video.label} until you click.</span></a>`;
  });
}

/**
 * Each table scrolls sideways in its own box on a narrow screen instead of widening the page; the
 * box takes keyboard focus so arrow keys scroll it, and is named for screen readers.
 */
function scrollableTables(html: string): string {
  return html.replace(/<table(?=[\s>])/g, '<div class="article-table" role="region" aria-label="Table" tabindex="0"><table').replace(/<\/table>/g, '</table></div>');
}

/**
 * The output is a pure function of the stored HTML and the site's origin, so the last articles'
 * HTML is kept (bounded by characters): an article rendered again (a cache miss, a preview, the
 * API) skips the sanitize pass. An edited article is different input, so nothing goes stale.
 */
const rendered = new LRUCache<string, string>({ maxSize: 8_000_000, sizeCalculation: (value, key) => value.length + key.length });

/** The reader's HTML for stored article content; `siteOrigin` is the site's public URL. */
export function renderArticleHtml(html: string | null | undefined, siteOrigin: string): string {
  if (!html) return '';
  const key = `${siteOrigin}\n${html}`;
  let output = rendered.get(key);
  if (output === undefined) {
    output = videoLinkTexts(scrollableTables(decorateHeadings(sanitizeHtml(html, renderOptions(siteOrigin)))));
    rendered.set(key, output);
  }
  return output;
}
