/**
 * The field-by-field merge of a conflict (issue 20, item 2): three versions of the form's values,
 * `base` (the post as this editor opened it), `mine` (as typed) and `theirs` (as saved now by
 * someone else). A field only they changed is taken from theirs, a field only I changed keeps
 * mine, and a field both changed to different values is the editor's choice. Fields are compared
 * as the form would send them; a field the form gains later is merged the same way, named by its key.
 */
import { formatDateTime } from '../../../../src/shared/dates.js';
import { fromLocalDateTime, valuesToInput, type PostFormValues } from './post-form-values.js';

export type MergeChoice = 'mine' | 'theirs';

export interface MergeField {
  /** The field's key (the featured image's two values are one field, `image`). */
  key: string;
  label: string;
  /** The form values this field is made of. */
  names: string[];
}

/** Labels as the form shows them; the featured image's URL and library id are one choice. */
const LABELS: Record<string, string> = {
  title: 'Title', slug: 'Slug', excerpt: 'Excerpt', content: 'Content', image: 'Featured image',
  categories: 'Categories', publishDate: 'Publish date', author: 'Author', status: 'Status',
  metaTitle: 'Search headline', metaDescription: 'Search description', shareImageId: 'Social image',
};
const GROUPS: Record<string, string> = { imageUrl: 'image', imageId: 'image' };

export interface MergePlan {
  /** Changed by both, to different values: the editor chooses. */
  conflicting: MergeField[];
  /** Changed by them only: taken from theirs. */
  theirsOnly: MergeField[];
  /** Changed by me only: kept. */
  mineOnly: MergeField[];
}

type Values = Record<string, unknown>;

/** The values as the form would send them (texts trimmed, dates as instants), plus any the form adds later. */
function normalised(values: PostFormValues): Values {
  return { ...(values as unknown as Values), ...(valuesToInput(values) as unknown as Values) };
}

function fieldsOf(...versions: Values[]): MergeField[] {
  const fields = new Map<string, MergeField>();
  for (const name of new Set(versions.flatMap((values) => Object.keys(values)))) {
    const key = GROUPS[name] ?? name;
    const field = fields.get(key) ?? { key, label: LABELS[key] ?? key, names: [] };
    field.names.push(name);
    fields.set(key, field);
  }
  return [...fields.values()];
}

function same(a: Values, b: Values, field: MergeField): boolean {
  return field.names.every((name) => JSON.stringify(a[name] ?? null) === JSON.stringify(b[name] ?? null));
}

export function mergePlan(base: PostFormValues, mine: PostFormValues, theirs: PostFormValues): MergePlan {
  const [b, m, t] = [normalised(base), normalised(mine), normalised(theirs)];
  const plan: MergePlan = { conflicting: [], theirsOnly: [], mineOnly: [] };
  for (const field of fieldsOf(b, m, t)) {
    const mineChanged = !same(b, m, field);
    const theirsChanged = !same(b, t, field);
    if (mineChanged && theirsChanged && !same(m, t, field)) plan.conflicting.push(field);
    else if (theirsChanged && !mineChanged) plan.theirsOnly.push(field);
    else if (mineChanged && !theirsChanged) plan.mineOnly.push(field);
  }
  return plan;
}

/** The merged form values: mine, with theirs for the fields only they changed and those chosen "Take theirs". */
export function mergeValues(mine: PostFormValues, theirs: PostFormValues, plan: MergePlan, choices: Readonly<Record<string, MergeChoice>>): PostFormValues {
  const merged = { ...(mine as unknown as Values) };
  const taken = [...plan.theirsOnly, ...plan.conflicting.filter((field) => choices[field.key] === 'theirs')];
  for (const field of taken) for (const name of field.names) merged[name] = (theirs as unknown as Values)[name];
  return merged as unknown as PostFormValues;
}

const PREVIEW_LENGTH = 160;

/** A field's value in a line of text, for the choice between two (the content as plain text). */
export function previewOf(values: PostFormValues, field: MergeField): string {
  const raw = values as unknown as Values;
  let text: string;
  if (field.key === 'content') text = String(raw.content ?? '').replace(/<[^>]*>/g, ' ');
  else if (field.key === 'image') text = String(raw.imageUrl || (raw.imageId ? `Library image ${String(raw.imageId)}` : ''));
  else if (field.key === 'shareImageId') text = raw.shareImageId ? `Library image ${String(raw.shareImageId)}` : '';
  else if (field.key === 'publishDate') {
    const instant = fromLocalDateTime(String(raw.publishDate ?? ''));
    text = instant ? formatDateTime(instant) : '';
  }
  else if (field.key === 'status') text = raw.status === 'draft' ? 'Draft' : 'Published';
  else if (Array.isArray(raw[field.key])) text = (raw[field.key] as unknown[]).join(', ');
  else text = String(raw[field.key] ?? '');
  text = text.replace(/\s+/g, ' ').trim();
  if (!text) return '(empty)';
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}
