/** Small readers for server-rendered HTML in the blog tests (what a user would see or a crawler read). */

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The page's visible text (tags, scripts and styles removed), whitespace collapsed. */
export function visibleText(html: string): string {
  const body = html
    .replace(/<head[\s\S]*?<\/head>/i, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
  return decodeEntities(body.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** The slugs of the cards, in order. */
export function cardSlugs(html: string): string[] {
  return [...html.matchAll(/<article class="card blog-card[^"]*" data-slug="([^"]+)"/g)].map((match) => match[1]);
}

/** The HTML of one card. */
export function cardHtml(html: string, slug: string): string {
  const start = html.indexOf(`data-slug="${slug}"`);
  if (start < 0) throw new Error(`no card ${slug}`);
  return html.slice(start, html.indexOf('</article>', start));
}

/** The server-rendered part of the page (inside Vike's root element, before any script). */
export function pageMarkup(html: string): string {
  const start = html.indexOf('<div id="root"');
  return start < 0 ? html : html.slice(start);
}

/** The labels of the pagination: numbers and "…" for an ellipsis. */
export function paginationLabels(html: string): string[] {
  const nav = html.match(/<nav class="pagination[\s\S]*?<\/nav>/)?.[0] ?? '';
  return [...nav.matchAll(/class="pagination-(link[^"]*|ellipsis)"[^>]*>([^<]*)</g)].map((match) => decodeEntities(match[2]));
}

export function headTag(html: string, pattern: RegExp): string | undefined {
  const head = html.match(/<head[\s\S]*?<\/head>/i)?.[0] ?? '';
  return head.match(pattern)?.[0];
}

export function attribute(tag: string | undefined, name: string): string | undefined {
  const value = tag?.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}
