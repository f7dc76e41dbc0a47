/** The post form's fields: title and slug (the slug following the title), excerpt, content, and the publishing side (with the SEO fields). */
import { useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { usePageContext } from 'vike-react/usePageContext';
import { slugify } from '../../../../src/shared/slug.js';
import { siteTimeZone, zoneName } from '../../../../src/shared/site-time.js';
import { TextareaField, TextField } from '../../../_components/forms/Fields.js';
import { CategoryPicker } from './CategoryPicker.js';
import { ContentField } from './ContentField.js';
import { FeaturedImageField } from './FeaturedImageField.js';
import type { PostFormValues } from './post-form-values.js';
import { SeoFields } from './SeoFields.js';
import { SlugChangeNotice } from './SlugChangeNotice.js';
import { StatusField } from './StatusField.js';

export interface PostFieldsProps {
  mode: 'create' | 'edit';
  original: PostFormValues;
  /** The saved post is published: a new slug moves its address. */
  published: boolean;
  /** Changes when the content is replaced from outside (a restored draft): the editor starts again with it. */
  contentVersion: number;
}

export function PostFields({ mode, original, published, contentVersion }: PostFieldsProps) {
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
        {mode === 'edit' ? <SlugChangeNotice originalSlug={original.slug} published={published} /> : null}
        <TextareaField name="excerpt" label="Excerpt" rows={3} help="A sentence or two for the resource library cards." />
        <ContentField version={contentVersion} siteUrl={site.publicUrl} />
      </div>
      <aside className="admin-form-side" aria-label="Publishing">
        <div className="box admin-side-box">
          <StatusField />
          <TextField name="publishDate" label="Publish date" type="datetime-local"
            help={`A published post appears on the site from this moment. Times are in the site’s time zone, ${siteTimeZone()} (${zoneName()}).`} />
          <TextField name="author" label="Author" autoComplete="name" />
        </div>
        <div className="box admin-side-box">
          <FeaturedImageField />
        </div>
        <div className="box admin-side-box">
          <CategoryPicker />
        </div>
        <div className="box admin-side-box">
          <SeoFields />
        </div>
      </aside>
    </div>
  );
}
