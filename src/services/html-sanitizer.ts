/**
 * The allow-list for article HTML written by editors: the formatting CKEditor produces (headings,
 * emphasis, sub- and superscript, links, lists, quotes, tables with merged cells, YouTube and
 * Vimeo embeds as `<oembed url>`) and harmless inline styles; scripts, event handlers, frames and
 * javascript: URLs never survive. Applied when a post is saved and again when it is rendered.
 */
import sanitizeHtml from 'sanitize-html';
import { videoEmbedOf } from '../shared/video-embeds.js';

// Words, numbers, colours and rgb()/hsl() only: no url(), expression() or other functions.
const SAFE_STYLE_VALUE = [/^(?:[-#%.,'"\w\s]|(?:rgba?|hsla?)\([\d\s.,%]+\))+$/];
const STYLE_PROPERTIES = [
  'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'margin', 'margin-top', 'margin-bottom',
  'padding', 'text-align', 'text-decoration', 'color', 'background-color',
];

export const ARTICLE_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre',
    'a', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'span', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
    // CKEditor's media embed (issue 20, item 7): the video's address only; readers get a click-to-load link.
    'oembed',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    oembed: ['url'],
    img: ['src', 'alt', 'width', 'height', 'class', 'loading'],
    span: ['class'],
    '*': ['style'],
  },
  // Only the classes the site's own article styles use (the rendered emoji and heading icons);
  // any other class could borrow the page's UI, e.g. "modal is-active" to overlay the page.
  allowedClasses: { img: ['article-emoji', 'article-heading-icon'], span: ['article-heading-emoji'] },
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, SAFE_STYLE_VALUE])) },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from the site itself (the emoji artwork); editors cannot hotlink or track.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'url'],
  allowProtocolRelative: false,
  // An embed of anything but a YouTube or Vimeo video is dropped.
  exclusiveFilter: (frame) => frame.tag === 'oembed' && !videoEmbedOf(frame.attribs.url),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_SANITIZE_OPTIONS);
}
