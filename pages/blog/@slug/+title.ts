// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { articleSeoTitle } from '../../../src/shared/article-seo.js';
import type { Data } from './+data.js';

export default function title(pageContext: PageContext): string {
  // The post's own SEO title, else "{title} | Resources"; vike-react writes it as <title> and og:title.
  return articleSeoTitle((pageContext.data as Data).post);
}
