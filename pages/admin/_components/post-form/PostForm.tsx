/**
 * The post form (new and edit), SPEC section 2: every field with the shared schema's messages
 * next to it; the slug follows the title until the slug field is focused or edited (when editing,
 * only once the title differs from the saved one, so opening and saving keeps the address).
 */
import { useRef } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { usePageContext } from 'vike-react/usePageContext';
import { slugify } from '../../../../src/shared/slug.js';
import { DASHBOARD_PATH } from '../admin-paths.js';
import { submitAndFocus } from '../form/submit-and-focus.js';
import { TextField } from '../form/TextField.js';
import { CategoryPicker } from './CategoryPicker.js';
import { ContentField } from './ContentField.js';
import { FeaturedImageField } from './FeaturedImageField.js';
import { validatePostValues, type PostFormValues } from './post-form-values.js';
import { StatusField } from './StatusField.js';

export interface PostFormProps {
  mode: 'create' | 'edit';
  /** Keep this object stable (a memo): a new object would reset what the admin typed. */
  initialValues: PostFormValues;
  /** Resolves to field errors from the server, or nothing on success. */
  onSubmit: (values: PostFormValues) => Promise<SubmissionErrors | undefined>;
}

export function PostForm({ mode, initialValues, onSubmit }: PostFormProps) {
  return (
    <Form<PostFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validatePostValues}>
      {({ handleSubmit, submitting, form }) => (
        <form className="admin-post-form" noValidate aria-label={mode === 'create' ? 'New post' : 'Edit post'}
          onSubmit={(event) => submitAndFocus(event, handleSubmit, form)}>
          <PostFields mode={mode} original={initialValues} />
          <div className="admin-form-actions">
            <a className="button" href={DASHBOARD_PATH}>Cancel</a>
            <button type="submit" className="button is-primary" disabled={submitting} aria-busy={submitting}>
              {mode === 'create' ? (submitting ? 'Creating...' : 'Create Post') : (submitting ? 'Updating...' : 'Update Post')}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

function PostFields({ mode, original }: { mode: 'create' | 'edit'; original: PostFormValues }) {
  const form = useForm<PostFormValues>();
  const { site } = usePageContext();
  const slugIsManual = useRef(false);
  const { input: slug } = useField<string>('slug', { subscription: { value: true } });

  const followTitle = (title: string) => {
    if (slugIsManual.current) return;
    if (mode === 'create') form.change('slug', slugify(title));
    else form.change('slug', title.trim() === original.title.trim() ? original.slug : slugify(title));
  };
  const slugTouched = () => {
    slugIsManual.current = true;
  };

  return (
    <div className="admin-form-grid">
      <div className="admin-form-main">
        <TextField name="title" label="Title" onValueChange={followTitle} autoFocus={mode === 'create'} />
        <TextField name="slug" label="Slug" onFocus={slugTouched} onValueChange={slugTouched}
          help={<>Address: <span className="admin-url">{site.publicUrl}/blog/{slug.value || '…'}</span></>} />
        <TextField name="excerpt" label="Excerpt" multiline rows={3} help="A sentence or two for the resource library cards." />
        <ContentField siteUrl={site.publicUrl} />
      </div>
      <aside className="admin-form-side" aria-label="Publishing">
        <div className="box admin-side-box">
          <StatusField />
          <TextField name="publishDate" label="Publish date" type="datetime-local"
            help="A published post appears on the site from this moment (your time zone)." />
          <TextField name="author" label="Author" autoComplete="name" />
        </div>
        <div className="box admin-side-box">
          <FeaturedImageField />
        </div>
        <div className="box admin-side-box">
          <CategoryPicker />
        </div>
      </aside>
    </div>
  );
}
