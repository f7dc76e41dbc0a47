/**
 * A small, known set of posts for the list tests (REST and GraphQL), on a fixed clock: the three
 * pinned slugs are the oldest posts, one draft and one scheduled post must never show.
 */
import { insertPost } from './fixtures.js';

/** The clock the list tests give createTestApp. */
export const NOW = new Date('2026-06-15T12:00:00.000Z');

export const CATALOGUE = [
  { slug: 'start-here', title: 'Start here', excerpt: 'How to use the library.', categories: ['Start Here'], publishDate: '2024-01-01T09:00:00.000Z' },
  { slug: 'a-few-of-our-favorite-things', title: 'A few of our favorite things', excerpt: 'Podcasts and apps.', categories: ['Confidence'], publishDate: '2024-02-01T09:00:00.000Z' },
  { slug: 'our-top-book-recommendations', title: 'Our top book recommendations', excerpt: 'Books on mindset.', categories: ['Goal Setting'], publishDate: '2024-03-01T09:00:00.000Z' },
  { slug: 'marathon-mind', title: 'Marathon Mind Games', excerpt: 'A mindset for mile 20.', categories: ['Running', 'Visualization'], publishDate: '2026-05-01T09:00:00.000Z' },
  { slug: 'open-water-calm', title: 'Open water calm', excerpt: 'Breathing for the SWIM start.', categories: ['Swimming', 'Stress Management'], publishDate: '2026-04-01T09:00:00.000Z' },
  { slug: 'base-season', title: 'Base season patience', excerpt: 'Slow miles, quiet mind.', categories: ['Base'], publishDate: '2026-03-01T09:00:00.000Z' },
  { slug: 'cycling-solo', title: 'Alone in the saddle', excerpt: 'Long solo hours.', categories: ['Cycling'], publishDate: '2026-01-01T09:00:00.000Z',
    author: 'Zed Marathon', content: '<p>A zebra crossing on the route.</p>' },
  { slug: 'draft-post', title: 'Draft about running', excerpt: 'Not ready.', categories: ['Running'], publishDate: '2026-02-01T09:00:00.000Z', status: 'draft' },
  { slug: 'scheduled-post', title: 'Scheduled about running', excerpt: 'Not yet.', categories: ['Running'], publishDate: '2026-07-01T09:00:00.000Z' },
] as const;

/** What the public sees, newest first, without pinning. */
export const VISIBLE_BY_DATE = ['marathon-mind', 'open-water-calm', 'base-season', 'cycling-solo',
  'our-top-book-recommendations', 'a-few-of-our-favorite-things', 'start-here'];
export const PINNED = ['start-here', 'a-few-of-our-favorite-things', 'our-top-book-recommendations'];

export async function insertCatalogue(): Promise<void> {
  for (const post of CATALOGUE) await insertPost({ ...post });
}

export function slugs(items: Array<{ slug: string }>): string[] {
  return items.map((item) => item.slug);
}
