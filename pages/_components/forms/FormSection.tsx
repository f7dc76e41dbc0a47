import type { ReactNode } from 'react';
import type { FormDeclaration } from '../../../src/shared/forms/form-kind.js';
import { PublicForm } from './PublicForm.js';

/**
 * A page section around one public form (the home page's suggestion, /team's expert application):
 * its heading and intro (and any art) in the narrow column, the form in a card beside them.
 */
export function FormSection({ id, heading, intro, form, formId, children }: {
  id: string;
  heading: string;
  intro: string;
  form: FormDeclaration;
  formId: string;
  /** Shown under the intro. */
  children?: ReactNode;
}) {
  return (
    <section id={id} className="section page-section is-sand" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className="columns is-variable">
          <div className="column is-5">
            <h2 id={`${id}-heading`} className="section-title">{heading}</h2>
            <p className="section-intro">{intro}</p>
            {children}
          </div>
          <div className="column is-7">
            <div className="form-card"><PublicForm form={form} id={formId} /></div>
          </div>
        </div>
      </div>
    </section>
  );
}
