/** The shapes the resource library's +data hands to its components (plain, serialisable). */
import type { ResponsiveSource } from '../../../src/shared/responsive-image.js';
import type { PostFieldsOn, PostShape } from '../../../src/shared/post-shape.js';
export interface FilterCategory {
  name: string;
  slug: string;
  group: string;
}

/** A featured image with its variants (a library item) or none (an illustration: one SVG fits all widths). */
export type ListImage = ResponsiveSource;

/** A resource library card: the public post's fields it shows (src/shared/post-shape.ts), the image ready for the card. */
export type ListPost = Pick<PostShape<'public', never, ListImage | null>, (typeof LIST_POST_FIELDS)[number] | 'image'> & DateLabel;
/**
 * A date as the server wrote it ("February 2024", in the site's zone: src/shared/dates.ts). Public
 * pages format no date in the browser: a page's first Intl date format costs a long task (ICU's
 * start-up, 60-110 ms in Chromium here, four times that on a mid-range phone) while it hydrates.
 */
export interface DateLabel {
  publishedLabel: string;
}
/** The fields a card shows besides its image. */
export const LIST_POST_FIELDS = ['slug', 'title', 'excerpt', 'imageUrl', 'publishDate', 'categoryLabel', 'categoryLabels'] as const satisfies ReadonlyArray<PostFieldsOn<'public'>>;
