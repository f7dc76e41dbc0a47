// https://vike.dev/description
import { fill } from '../../src/shared/content/fill.js';
import type { PageContext } from 'vike/types';
import { OFFERINGS } from '../../src/shared/content/pages.content.js';

export default (pageContext: PageContext) => fill(OFFERINGS.description, pageContext.site);
