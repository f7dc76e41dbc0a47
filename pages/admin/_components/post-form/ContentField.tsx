/** The Content field: CKEditor, loaded on demand (its own chunk and CSS), with the field's message. */
import { lazy, Suspense, useId, useMemo, useRef } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from '../../../_components/forms/field-error.js';

const RichTextEditor = lazy(() => import('../editor/RichTextEditor.js'));

/**
 * `version` changes when the content is replaced from outside (restored changes): the editor
 * starts again with the form's value. The field itself stays registered: react-final-form puts a
 * re-registered field back to its initial value.
 */
export function ContentField({ siteUrl, version = 0 }: { siteUrl: string; version?: number }) {
  const { input, meta } = useField<string>('content');
  const id = useId();
  const error = fieldError(meta);
  // The editor owns its content after the start: later form values must not reset it.
  const initialData = useMemo(() => input.value ?? '', [version]); // eslint-disable-line react-hooks/exhaustive-deps -- read once per saved version, on purpose
  const current = useRef(version);
  current.current = version;
  return (
    <div className="field">
      {/* The editable region carries the accessible name "Content" itself (CKEditor's label option). */}
      <p className="label" aria-hidden="true">Content</p>
      <div>
        <Suspense fallback={<div className="admin-editor-loading" role="status">Loading editor...</div>}>
          <RichTextEditor
            key={version}
            initialData={initialData}
            label="Content"
            siteUrl={siteUrl}
            invalid={!!error}
            describedBy={error ? `${id}-error` : undefined}
            // An editor being replaced says nothing more about the form's content.
            onChange={(html) => version === current.current && input.onChange(html)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
          />
        </Suspense>
      </div>
      {error ? <p id={`${id}-error`} className="help is-danger">{error}</p> : null}
    </div>
  );
}
