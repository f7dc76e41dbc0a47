import type { DemoPost } from './demo-post.type.js';
import { demoPosts1 } from './demo-posts-1.js';
import { demoPosts2 } from './demo-posts-2.js';
import { demoPosts3 } from './demo-posts-3.js';
import { demoPosts4 } from './demo-posts-4.js';

/** All demo articles for the seeder, oldest first. */
export const demoPosts: DemoPost[] = [...demoPosts1, ...demoPosts2, ...demoPosts3, ...demoPosts4];
