/** A revision as it was saved: every field, the article as it read then. */
import { FEATURED_IMAGES } from '../../../../src/shared/constants.js';
import { formatDateTime } from '../../../../src/shared/dates.js';
import { articleUrl } from '../../../../src/shared/blog-url.js';
import type { PostRevision } from '../../../_graphql/operations/post.operations.js';

export function RevisionFields({ revision }: { revision: PostRevision }) {
  const image = FEATURED_IMAGES.find((item) => item.key === revision.imageUrl)?.label ?? revision.imageUrl ?? 'None';
  return (
    <div className="admin-revision-fields">
      <dl className="admin-revision-meta">
        <div><dt>Title</dt><dd>{revision.title}</dd></div>
        <div><dt>Address</dt><dd className="admin-url">{articleUrl(revision.slug)}</dd></div>
        <div><dt>Status</dt><dd>{revision.status === 'published' ? 'Published' : 'Draft'}</dd></div>
        <div><dt>Publish date</dt><dd>{formatDateTime(revision.publishDate)}</dd></div>
        <div><dt>Author</dt><dd>{revision.author}</dd></div>
        <div><dt>Featured image</dt><dd>{image}</dd></div>
        <div><dt>Categories</dt><dd>{revision.categoryLabels.join(', ') || 'None'}</dd></div>
        <div><dt>Excerpt</dt><dd>{revision.excerpt}</dd></div>
      </dl>
      <h3 className="admin-diff-label">Content</h3>
      {/* Stored HTML, sanitised when it was saved (as the article page shows it). */}
      <div className="content admin-revision-content" dangerouslySetInnerHTML={{ __html: revision.content }} />
    </div>
  );
}
