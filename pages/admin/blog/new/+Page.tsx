// https://vike.dev/Page — /admin/blog/new (docs/product.md §2): the new post form.
import { useMemo } from 'react';
import { PostForm } from '../../_components/post-form/PostForm.js';
import { newPostValues } from '../../_components/post-form/post-form-values.js';
import { useSavePost } from '../../_components/post-form/use-save-post.js';
import { useCan } from '../../_components/viewer.js';
import { AdminBackButton } from '../../_components/AdminBackButton.js';

export default function Page() {
  // A role that may not publish (contributors) starts from a draft.
  const mayPublish = useCan('posts.publish');
  const initialValues = useMemo(() => ({ ...newPostValues(), ...(!mayPublish && { status: 'draft' as const }) }), [mayPublish]);
  const save = useSavePost('create');
  return (
    <div className="container admin-container admin-page">
      <header className="admin-page-header">
        <div>
          <AdminBackButton />
          <h1 className="title is-3">New Post</h1>
        </div>
      </header>
      <PostForm mode="create" initialValues={initialValues} onSubmit={save} />
    </div>
  );
}
