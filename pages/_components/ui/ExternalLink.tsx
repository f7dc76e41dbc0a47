import type { AnchorHTMLAttributes } from 'react';

/** A link to another site: a new tab, no opener, and said so to screen readers. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="is-sr-only"> (opens in a new tab)</span>
    </a>
  );
}
