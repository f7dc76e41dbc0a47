// https://vike.dev/description
import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `${pageContext.site.name} helps endurance athletes train the brain as consciously as the body: curated mental training resources, expert interviews and a community of coaches and sports psychologists.`;
