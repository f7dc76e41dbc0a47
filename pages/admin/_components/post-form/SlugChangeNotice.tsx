/**
 * Issue 12, row 3 (the editor's half): before a published post is saved with another slug (typed,
 * or following a changed title), the form says that its address will change and that the old one
 * will redirect to the new one. The live region is always there, so the sentence is announced
 * when it appears.
 */
import { useField } from 'react-final-form';
import { articleUrl } from '../../../../src/shared/blog-url.js';

export function SlugChangeNotice({ originalSlug, published }: { originalSlug: string; published: boolean }) {
  const { input } = useField<string>('slug', { subscription: { value: true } });
  const slug = typeof input.value === 'string' ? input.value.trim() : '';
  const moving = published && slug !== '' && slug !== originalSlug;
  return (
    <div role="status" aria-live="polite" className="admin-slug-notice-region">
      {moving ? (
        <p className="notification is-warning is-light admin-slug-notice" data-testid="slug-change-notice">
          This post is published: saving moves it from <span className="admin-url">{articleUrl(originalSlug)}</span> to{' '}
          <span className="admin-url">{articleUrl(slug)}</span>. The old address will redirect readers to the new one.
        </p>
      ) : null}
    </div>
  );
}
