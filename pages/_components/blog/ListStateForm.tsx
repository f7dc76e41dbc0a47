// A button that moves the list to another state. It is a tiny GET form carrying that state in
// hidden fields, so it works without JavaScript; with it, the change is a client-side navigation.
import type { ReactNode } from 'react';
import { BLOG_PATH, DEFAULT_BLOG_STATE, type BlogListState } from '../../../src/shared/blog-url.js';
import type { BlogNavigate } from './use-blog-navigate.js';

interface Props {
  target: BlogListState;
  go: BlogNavigate;
  className?: string;
  buttonClassName?: string;
  label?: string;
  children: ReactNode;
}

export function ListStateForm({ target, go, className, buttonClassName, label, children }: Props) {
  return (
    <form
      method="get"
      action={BLOG_PATH}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        go(target);
      }}
    >
      {target.search && <input type="hidden" name="search" value={target.search} />}
      {target.categories.map((slug) => <input key={slug} type="hidden" name="category" value={slug} />)}
      {target.sort !== DEFAULT_BLOG_STATE.sort && <input type="hidden" name="sort" value={target.sort} />}
      {target.page > 1 && <input type="hidden" name="page" value={target.page} />}
      <button type="submit" className={buttonClassName} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
