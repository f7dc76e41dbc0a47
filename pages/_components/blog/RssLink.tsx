/** The visible link to the articles' RSS feed (/rss.xml, whole articles), on the library and every article. */
import { RSS_PATH } from '../seo/seo.js';

export function RssLink() {
  return (
    <a href={RSS_PATH} className="rss-link" type="application/rss+xml" data-vike="false">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
        <circle cx="3" cy="13" r="2" fill="currentColor" />
        <path d="M1 7a8 8 0 0 1 8 8h-2.5A5.5 5.5 0 0 0 1 9.5zM1 2a13 13 0 0 1 13 13h-2.5A10.5 10.5 0 0 0 1 4.5z" fill="currentColor" />
      </svg>
      RSS feed
    </a>
  );
}
