// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { articleDocumentTitle } from '../../../src/shared/article-seo.js';
import type { Data } from './+data.js';

export default function title(pageContext: PageContext): string {
  return articleDocumentTitle((pageContext.data as Data).post.title);
}
