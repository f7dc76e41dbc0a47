// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { adminTitle } from '../_components/admin-title.js';

export default (pageContext: PageContext) => adminTitle('Your account', pageContext);
