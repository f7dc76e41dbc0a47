// What the list says when nothing matches (docs/product.md §2's exact texts).
import { changeFilters, hasFilters, type BlogListState } from '../../../src/shared/blog-url.js';
import { ListStateForm } from './ListStateForm.js';
import type { BlogNavigate } from './use-blog-navigate.js';
import { siteImage } from '../../../src/shared/site-images.js';

export function emptyMessage({ search, categories }: Pick<BlogListState, 'search' | 'categories'>): string {
  if (search && categories.length) return `We couldn't find any articles matching "${search}" in the selected categories.`;
  if (search) return `We couldn't find any articles matching "${search}".`;
  if (categories.length) return "We couldn't find any articles in the selected categories.";
  return "We couldn't find any articles at this time.";
}

export function BlogEmptyState({ state, go }: { state: BlogListState; go: BlogNavigate }) {
  return (
    <div className="blog-empty">
      <img src={siteImage('/images/brand-icon.svg')} alt="" width={56} height={56} className="blog-empty-icon brand-art" />
      <h2 className="title is-4">No articles found</h2>
      <p className="blog-empty-text">{emptyMessage(state)}</p>
      {hasFilters(state) && (
        <ListStateForm
          target={changeFilters(state, { search: '', categories: [] })}
          go={go}
          buttonClassName="button is-primary is-outlined"
        >
          Clear all filters
        </ListStateForm>
      )}
    </div>
  );
}
