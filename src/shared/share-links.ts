/**
 * Share links for an article (issue 26, item 5): plain links to each network's own share page
 * (and an e-mail), so the page loads no third-party script and nothing is sent anywhere until
 * the reader follows one.
 */
export interface ShareLink {
  /** The visible name, also in the link's accessible name ("Share on LinkedIn"). */
  network: string;
  href: string;
  /** mailto: opens the reader's mail app, not a page. */
  opensPage: boolean;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, opensPage: true },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}`, opensPage: true },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, opensPage: true },
    { network: 'e-mail', href: `mailto:?subject=${t}&body=${u}`, opensPage: false },
  ];
}
