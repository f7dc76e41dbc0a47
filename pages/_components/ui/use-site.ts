import { usePageContext } from 'vike-react/usePageContext';
import { fill } from '../../../src/shared/content/fill.js';

/** The site settings and a function that fills {product}/{brand}/{email} in a copy text. */
export function useSite() {
  const { site } = usePageContext();
  return { site, t: (text: string) => fill(text, site) };
}

/** Copy links may name a social profile ("social:youtube"); everything else is a plain href. */
export function useHref() {
  const { site } = usePageContext();
  return (href: string): string => {
    if (!href.startsWith('social:')) return href;
    return site.social[href.slice('social:'.length) as keyof typeof site.social];
  };
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
