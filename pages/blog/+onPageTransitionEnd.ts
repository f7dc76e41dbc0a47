// https://vike.dev/onPageTransitionEnd
import { setBlogLoading } from '../_components/blog/blog-loading.js';

export function onPageTransitionEnd() {
  setBlogLoading(null);
}
