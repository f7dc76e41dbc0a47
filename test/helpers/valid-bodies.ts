/**
 * A valid JSON body for each REST route that takes one, by route pattern, so hostile-input tests
 * can check that a hostile extra changes nothing about an otherwise good request. Unique values
 * (slugs, names, e-mails) are fresh on every call.
 */
import { ADMIN, postInput } from './fixtures.js';

let counter = 0;

export function validBody(method: string, path: string): Record<string, unknown> | undefined {
  counter++;
  const stamp = `${Date.now()}${counter}`;
  const bodies: Record<string, () => Record<string, unknown>> = {
    'POST /api/klaviyo/waitlist': () => ({ firstName: 'Ada', lastName: 'Lovelace', email: `ada${stamp}@example.com` }),
    'POST /api/klaviyo/suggestion': () => ({ name: 'Ada', email: `ada${stamp}@example.com`, type: 'topic', message: 'More about race-day nerves please' }),
    'POST /api/klaviyo/expert-application': () => ({ firstName: 'Ada', lastName: 'Lovelace', email: `ada${stamp}@example.com`, link: 'https://example.com/ada' }),
    'POST /api/klaviyo/interest-registration': () => ({ name: 'Ada', email: `ada${stamp}@example.com`, interest: 'coaching' }),
    'POST /api/admin/login': () => ({ ...ADMIN }),
    'POST /api/admin/blog-posts': () => postInput({ slug: `post-${stamp}` }),
    'PUT /api/admin/blog-posts/:id': () => postInput({ slug: `post-${stamp}` }),
    'POST /api/admin/blog-categories': () => ({ name: `Category ${stamp}`, group: 'sport', slug: `category-${stamp}` }),
    'PUT /api/admin/blog-categories/:id': () => ({ name: `Category ${stamp}`, group: 'sport', slug: `category-${stamp}` }),
  };
  return bodies[`${method} ${path}`]?.();
}
