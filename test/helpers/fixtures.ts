/** Test data builders: each test makes what it needs. */
import type { RequestListener, Server } from 'node:http';
import request from 'supertest';
import type { Express } from 'express';
import { BlogCategory, BlogPost, BlogPostCategory } from '../../models/index.js';
import { linkPostCategoriesByName } from '../../src/db/post-categories.js';
import type { Services } from '../../src/services/index.js';
import { databaseChangedBehindTheApp } from './database.js';

export const ADMIN = { username: 'staff.admin', password: 'a-long-test-password-42' };

export async function createAdmin(services: Services, admin = ADMIN) {
  return (await services.auth.createOrResetAdmin(admin.username, admin.password)).user;
}

/** A supertest agent holding a logged-in admin session cookie (on the app, or on a server already listening). */
export async function adminAgent(app: Express | Server | RequestListener, services: Services) {
  await createAdmin(services);
  const agent = request.agent(app);
  const res = await agent.post('/api/admin/login').send(ADMIN);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

let counter = 0;

/** A valid post form body; categories must exist (resetDatabase seeds them). */
export function postInput(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    title: `Test post ${counter}`,
    slug: `test-post-${counter}-${Date.now()}`,
    excerpt: 'A short excerpt for the test post.',
    content: '<p>Body of the test post.</p>',
    imageUrl: 'confidence',
    categories: ['Confidence'],
    publishDate: '2025-03-01T09:00:00.000Z',
    author: 'Test Author',
    status: 'published',
    ...overrides,
  };
}

/** Inserts a post directly (no validation) and links its categories by name, for list and visibility tests. */
export async function insertPost(overrides: Partial<Record<string, unknown>> = {}) {
  const { categories, ...values } = postInput(overrides);
  const post = await BlogPost.create({
    ...values,
    imageUrl: (values.imageUrl as string) || null,
    publishDate: new Date(values.publishDate as string),
  } as never);
  await linkPostCategoriesByName(post.id, categories as string[]);
  databaseChangedBehindTheApp();
  return post;
}

/** A post's category names as stored: its links in position order, named by the category rows. */
export async function storedCategoryNames(postId: number): Promise<string[]> {
  const links = await BlogPostCategory.findAll({ where: { postId }, order: [['position', 'ASC']] });
  const categories = await BlogCategory.findAll({ where: { id: links.map((link) => link.categoryId) } });
  return links.map((link) => categories.find((category) => category.id === link.categoryId)!.name);
}
