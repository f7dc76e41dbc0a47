/** An article's share links: plain links, no third-party script (share-links.ts). */
import { shareLinks } from '../../../src/shared/share-links.js';

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <nav className="article-share" aria-label="Share this article">
      <span className="article-share-label" aria-hidden="true">Share:</span>
      <ul>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a href={link.href} {...(link.opensPage ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={link.opensPage ? `Share on ${link.network} (opens in a new tab)` : `Share by ${link.network}`}>{link.network}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
