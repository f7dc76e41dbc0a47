/** The five navigation items of docs/product.md §2 (header and footer share them). */
export interface NavItem {
  label: string;
  href: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/values' },
  { label: 'Fuel Groups', href: '/fuel-groups' },
  { label: 'Resources', href: '/blog' },
  { label: 'Our Experts', href: '/team' },
];

/** docs/product.md §2: an item is active when the path starts with its route; Home only on exactly "/". */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.href === '/' ? pathname === '/' : pathname.startsWith(item.href);
}

export const FOOTER = {
  tagline: 'Mental fitness training for endurance athletes',
  contactFormLabel: 'Contact Form',
  contactFormHref: '/#suggest-topic',
  socialHeading: 'Follow along',
  social: {
    youtube: 'YouTube',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
  },
  copyright: '© {year} {brand}. All rights reserved.',
};

export const JOIN_LABEL = 'Join the Movement';
