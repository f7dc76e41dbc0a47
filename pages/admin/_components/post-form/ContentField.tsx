/** The Content field: CKEditor, loaded on demand (its own chunk and CSS), with the field's message. */
import { lazy, Suspense, useId, useState } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from '../form/field-error.js';

const RichTextEditor = lazy(() => import('../editor/RichTextEditor.js'));

export function ContentField({ siteUrl }: { siteUrl: string }) {
  const { input, meta } = useField<string>('content');
  const id = useId();
  const error = fieldError(meta);
  // The editor owns its content after the start: later form values must not reset it.
  const [initialData] = useState(() => input.value ?? '');
  return (
    <div className="field">
      {/* The editable region carries the accessible name "Content" itself (CKEditor's label option). */}
      <p className="label" aria-hidden="true">Content</p>
      <div>
        <Suspense fallback={<div className="admin-editor-loading" role="status">Loading editor...</div>}>
          <RichTextEditor
            initialData={initialData}
            label="Content"
            siteUrl={siteUrl}
            invalid={!!error}
            describedBy={error ? `${id}-error` : undefined}
            onChange={(html) => input.onChange(html)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
          />
        </Suspense>
      </div>
      {error ? <p id={`${id}-error`} className="help is-danger">{error}</p> : null}
    </div>
  );
}
