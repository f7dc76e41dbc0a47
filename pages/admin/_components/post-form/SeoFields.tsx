/**
 * The post's SEO fields (issue 20, item 7): the title and meta description search engines and
 * share cards get, each with a character counter (search results cut after about `shown`), and a
 * preview of the search result, and the social image share cards show. Empty fields fall back to
 * "{title} | Resources", the excerpt and the featured image, as the article page does
 * (src/shared/article-seo.ts, pages/blog/@slug/+data.ts).
 */
import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { usePageContext } from 'vike-react/usePageContext';
import { articleSeoDescription, articleSeoTitle } from '../../../../src/shared/article-seo.js';
import { META_DESCRIPTION, META_TITLE } from '../../../../src/shared/schemas/post.schema.js';
import { TextareaField, TextField } from '../../../_components/forms/Fields.js';
import { LibraryImagePicker } from '../media/FeaturedMediaPicker.js';
import type { PostFormValues } from './post-form-values.js';

/** "42 of about 60 characters shown", or that results cut it, and what stands in when it is empty. */
function counter(value: string | undefined | null, limits: { shown: number }, fallback: string): string {
  const length = (value ?? '').trim().length;
  if (!length) return `Empty: ${fallback} is used.`;
  return length > limits.shown
    ? `${length} characters: search results show about the first ${limits.shown}.`
    : `${length} of about ${limits.shown} characters shown in search results.`;
}

/** A text cut where a search result would cut it. */
function shown(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

export function SeoFields() {
  const id = useId();
  const { site } = usePageContext();
  const { values } = useFormState<PostFormValues>({ subscription: { values: true } });
  const title = articleSeoTitle({ title: values.title ?? '', metaTitle: values.metaTitle });
  const description = articleSeoDescription({ excerpt: values.excerpt ?? '', metaDescription: values.metaDescription });
  return (
    <section aria-labelledby={`${id}-title`} className="admin-seo">
      <h2 id={`${id}-title`} className="label">Search and sharing</h2>
      {/* Labels without "Title" or "Excerpt" in them: each form field keeps a name of its own. */}
      <TextField name="metaTitle" label="Search headline" optional
        help={`The meta title search engines and share cards show. ${counter(values.metaTitle, META_TITLE, 'the title with “ | Resources”')}`} />
      <TextareaField name="metaDescription" label="Search description" optional rows={3}
        help={`The meta description. ${counter(values.metaDescription, META_DESCRIPTION, 'the excerpt')}`} />
      <div className="field" role="group" aria-labelledby={`${id}-share`}>
        <p id={`${id}-share`} className="label">Social image<span className="label-optional"> (optional)</span></p>
        <LibraryImagePicker name="shareImageId" purpose="Social image" testId="share-image"
          labels={{ choose: 'Choose or upload a social image', change: 'Change the social image', remove: 'Remove the social image' }}
          help={(chosen) => (chosen
            ? 'Share cards (Facebook, LinkedIn, X) show this image instead of the featured image.'
            : 'Uses the featured image when empty (or the site’s share card when the post has none).')} />
      </div>
      <div className="admin-serp" role="group" aria-label="Search result preview" data-testid="search-preview">
        <p className="admin-serp-url">{site.publicUrl}/blog/{values.slug || '…'}</p>
        <p className="admin-serp-title">{shown(title, META_TITLE.shown)}</p>
        <p className="admin-serp-description">{shown(description, META_DESCRIPTION.shown)}</p>
      </div>
    </section>
  );
}
