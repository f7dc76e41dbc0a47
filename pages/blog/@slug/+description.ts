// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { articleSeoDescription } from '../../../src/shared/article-seo.js';
import type { Data } from './+data.js';

export default function description(pageContext: PageContext): string {
  // The post's own meta description, else the excerpt (meta description and og:description).
  return articleSeoDescription((pageContext.data as Data).post);
}
