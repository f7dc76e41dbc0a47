// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { VALUES_PAGE } from '../../src/shared/content/pages.content.js';

export default (pageContext: PageContext) => `${VALUES_PAGE.title} | ${pageContext.site.name}`;
