/**
 * Idempotent seeding: every category and demo post that is missing (matched by name or slug) is
 * inserted, nothing existing is changed. Start-up only seeds a database without any posts and
 * categories, so demo posts an admin deleted do not come back.
 */
import { BlogCategory, BlogPost } from '../../../models/index.js';
import { linkPostCategoriesByName } from '../post-categories.js';
import { seedCategories } from './categories.seed.js';
import { demoPosts } from './data/demo-posts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  categories: number;
  posts: number;
}

export async function seedCategoriesIfMissing(): Promise<number> {
  const existing = new Set((await BlogCategory.findAll({ attributes: ['name', 'slug'] })).flatMap((c) => [c.name, c.slug]));
  const missing = seedCategories.filter((category) => !existing.has(category.name) && !existing.has(category.slug));
  if (missing.length) await BlogCategory.bulkCreate(missing);
  return missing.length;
}

/** Demo posts are linked to their categories by name; a name an admin has since renamed is left out. */
export async function seedDemoPostsIfMissing(now = new Date()): Promise<number> {
  const existing = new Set((await BlogPost.findAll({ attributes: ['slug'] })).map((post) => post.slug));
  const names = new Set((await BlogCategory.findAll({ attributes: ['name'] })).map((category) => category.name));
  const missing = demoPosts.filter((post) => !existing.has(post.slug));
  for (const { scheduledInDays, categories, ...post } of missing) {
    const created = await BlogPost.create({
      ...post,
      imageUrl: post.imageUrl || null,
      publishDate: scheduledInDays ? new Date(now.getTime() + scheduledInDays * DAY_MS) : new Date(`${post.publishDate}T09:00:00Z`),
    });
    await linkPostCategoriesByName(created.id, categories.filter((name) => names.has(name)));
  }
  return missing.length;
}

export async function runSeeders({ demo }: { demo: boolean }): Promise<SeedResult> {
  const categories = await seedCategoriesIfMissing();
  const posts = demo ? await seedDemoPostsIfMissing() : 0;
  return { categories, posts };
}

/** True for a database nobody has used yet. */
export async function isEmptyDatabase(): Promise<boolean> {
  return (await BlogPost.count()) === 0 && (await BlogCategory.count()) === 0;
}
