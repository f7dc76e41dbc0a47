// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { JOIN_LABEL } from '../../src/shared/content/navigation.content.js';

export default (pageContext: PageContext) => `${JOIN_LABEL} | ${pageContext.site.name}`;
