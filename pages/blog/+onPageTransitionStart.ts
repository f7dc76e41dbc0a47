// https://vike.dev/onPageTransitionStart
// Vike calls the hook of the page being left (any blog page here): going to the list or to an
// article, that page shows skeletons of the next view until its data has arrived.
import type { PageContextClient } from 'vike/types';
import { blogView, setBlogLoading } from '../_components/blog/blog-loading.js';

export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  if (!pageContext.urlOriginal) return;
  setBlogLoading(blogView(new URL(pageContext.urlOriginal, window.location.href).pathname));
}
