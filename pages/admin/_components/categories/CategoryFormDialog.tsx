/**
 * The create and edit dialogs of category management (docs/product.md §2 and §4). The slug follows
 * the name: on create whenever the name changes, on edit only when the name differs from the
 * category's original name (the spec's rule). On edit a hint says whether the slug stays, or that
 * the old links will redirect to the new one (the server keeps old slugs: issue 20, item 8). The
 * form is built each time the dialog opens, from the category as it is then: its first frame
 * already shows the category's values (a form kept mounted would take new initial values only
 * in an effect, after the dialog has shown the old ones).
 */
import { useMemo } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { CATEGORY_GROUPS } from '../../../../src/shared/constants.js';
import { categorySchema } from '../../../../src/shared/schemas/category.schema.js';
import { slugify } from '../../../../src/shared/slug.js';
import type { AdminCategory, CategoryGroup } from '../../../_graphql/operations/category.operations.js';
import { Modal } from '../../../_components/ui/Modal.js';
import { SelectField, TextareaField, TextField } from '../../../_components/forms/Fields.js';
import { submitAndFocus } from '../../../_components/forms/submit-and-focus.js';
import { formValidator } from '../../../../src/shared/schemas/field-errors.js';

/** The form's fields as typed: no group chosen yet is ''. */
export interface CategoryFormValues {
  name: string;
  group: CategoryGroup | '';
  description: string;
  slug: string;
}

const EMPTY: CategoryFormValues = { name: '', group: '', description: '', slug: '' };
const GROUP_OPTIONS = CATEGORY_GROUPS.map((group) => ({ value: group.key, label: group.label }));
const validate = formValidator<CategoryFormValues>(categorySchema);

const TEXTS = {
  create: { title: 'Create New Category', description: 'Add a new category for blog posts.', submit: 'Create Category', pending: 'Creating...' },
  edit: { title: 'Edit Category', description: 'Update the category details.', submit: 'Update Category', pending: 'Updating...' },
} as const;

export interface CategoryFormDialogProps {
  mode: 'create' | 'edit';
  open: boolean;
  /** The category being edited. */
  category?: AdminCategory | null;
  onClose: () => void;
  /** Resolves to field errors from the server, or nothing on success. */
  onSubmit: (values: CategoryFormValues) => Promise<SubmissionErrors | undefined>;
}

export function CategoryFormDialog(props: CategoryFormDialogProps) {
  return props.open ? <CategoryForm {...props} /> : null;
}

function CategoryForm({ mode, category, onClose, onSubmit }: CategoryFormDialogProps) {
  const texts = TEXTS[mode];
  const initialValues = useMemo<CategoryFormValues>(() => (category && mode === 'edit'
    ? { name: category.name, group: category.group, description: category.description ?? '', slug: category.slug }
    : EMPTY), [category, mode]);

  return (
    <Form<CategoryFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting, form }) => (
        // A click beside the dialog must not throw away what was typed (issue 12, row 5): Escape or Close do.
        <Modal open onClose={onClose} title={texts.title} description={texts.description} busy={submitting}
          closeOnOutsideClick={false} className="admin-dialog admin-category-dialog">
          <form onSubmit={(event) => submitAndFocus(event, handleSubmit, form)} noValidate aria-label={texts.title}>
            <CategoryFields mode={mode} originalName={category?.name ?? ''} originalSlug={category?.slug ?? ''} />
            <div className="admin-dialog-actions">
              <button type="submit" className="button is-primary" disabled={submitting} aria-busy={submitting}>
                {submitting ? texts.pending : texts.submit}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </Form>
  );
}

function CategoryFields({ mode, originalName, originalSlug }: { mode: 'create' | 'edit'; originalName: string; originalSlug: string }) {
  const form = useForm<CategoryFormValues>();
  const followName = (name: string) => {
    if (mode === 'create' || name !== originalName) form.change('slug', slugify(name));
  };
  return (
    <>
      <TextField name="name" label="Category Name" placeholder="e.g., Visualization" onValueChange={followName} autoFocus />
      <SelectField name="group" label="Group" placeholder="Select a group" options={GROUP_OPTIONS} />
      <TextareaField name="description" label="Description (Optional)" placeholder="Brief description of this category..." rows={3} />
      <TextField name="slug" label="URL Slug" placeholder="Auto-generated from name" />
      {mode === 'edit' ? <SlugHint originalSlug={originalSlug} /> : null}
    </>
  );
}

/** On edit: whether the slug stays, or that the old links will redirect to the new one. */
function SlugHint({ originalSlug }: { originalSlug: string }) {
  const { values } = useFormState<CategoryFormValues>({ subscription: { values: true } });
  const changed = values.slug.trim() !== '' && values.slug.trim() !== originalSlug;
  return (
    <p className="help admin-slug-hint" id="category-slug-hint" aria-live="polite">
      {changed
        ? `Links to /blog?category=${originalSlug} will redirect to /blog?category=${values.slug.trim()}.`
        : 'Links to this category keep working.'}
    </p>
  );
}
