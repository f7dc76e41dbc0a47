// https://vike.dev/title
import type { PageContext } from 'vike/types';
import type { Data } from './+data.js';

export default function title(pageContext: PageContext): string {
  return `${(pageContext.data as Data).post.title} | Resources`;
}
