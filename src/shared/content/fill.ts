/**
 * Fills the site-setting placeholders of the copy: {product} and {brand} = the site name,
 * {email} = the contact address. Copy is written once with placeholders so staff can rename
 * the product through SITE_NAME without touching the texts.
 */
export interface CopySite {
  name: string;
  contactEmail: string;
}

export function fill(text: string, site: CopySite): string {
  return text.replaceAll('{product}', site.name).replaceAll('{brand}', site.name).replaceAll('{email}', site.contactEmail);
}
