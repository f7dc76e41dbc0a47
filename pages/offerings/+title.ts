// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { OFFERINGS } from '../../src/shared/content/pages.content.js';

export default (pageContext: PageContext) => `${OFFERINGS.title} | ${pageContext.site.name}`;
