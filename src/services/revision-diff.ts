/**
 * A readable comparison of a post revision with the post as it is now, field by field: words for
 * the texts, the article's HTML read as text block by block (paragraphs, headings and list items
 * each on their own line), names for the categories, before and after for the rest.
 */
import { diffArrays, diffWordsWithSpace, type Change } from 'diff';
import { FEATURED_IMAGES } from '../shared/constants.js';
import type { PostShape } from '../shared/post-shape.js';

export type DiffPartKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffPartKind;
  text: string;
}

export interface FieldDiff {
  field: string;
  label: string;
  changed: boolean;
  /** The field as the revision has it, as text (dates as ISO 8601, the content as text). */
  revisionValue: string;
  currentValue: string;
  /** The texts' words, removed since the revision or added since; empty for the plain values. */
  parts: DiffPart[];
  note: string | null;
}

/** The fields a revision keeps (src/shared/post-shape.ts), the date as stored or as ISO text. */
export type ComparedFields = Omit<PostShape<'revision'>, 'publishDate'> & { publishDate: Date | string };

/** A very different long text is shown as replaced rather than diffed without end. */
const DIFF_TIMEOUT_MS = 1000;

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|figcaption|tr|div)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Sanitised article HTML as text: one line per block, list items marked, images by their text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, '[image: $1]')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function toParts(changes: Change[] | undefined, before: string, after: string): DiffPart[] {
  if (!changes) return [{ kind: 'removed', text: before }, { kind: 'added', text: after }].filter((part) => part.text) as DiffPart[];
  return changes.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }));
}

function textDiff(field: string, label: string, before: string, after: string): FieldDiff {
  const changed = before !== after;
  const parts = changed ? toParts(diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS }), before, after) : [{ kind: 'same' as const, text: after }];
  return { field, label, changed, revisionValue: before, currentValue: after, parts, note: null };
}

function valueDiff(field: string, label: string, before: string, after: string): FieldDiff {
  return { field, label, changed: before !== after, revisionValue: before, currentValue: after, parts: [], note: null };
}

function imageLabel(key: string | null): string {
  if (!key) return 'None';
  return FEATURED_IMAGES.find((image) => image.key === key)?.label ?? key;
}

function contentDiff(before: string, after: string): FieldDiff {
  const beforeText = htmlToText(before);
  const afterText = htmlToText(after);
  const diff = textDiff('content', 'Content', beforeText, afterText);
  // Bold, links or headings changed while the words stayed: say so rather than show nothing.
  if (before !== after && !diff.changed) return { ...diff, changed: true, note: 'Only the formatting changed (the words are the same).' };
  return diff;
}

function categoriesDiff(before: string[], after: string[]): FieldDiff {
  const changed = before.join('\n') !== after.join('\n');
  const parts: DiffPart[] = diffArrays(before, after).flatMap((change) => change.value.map((name) => ({
    kind: change.added ? 'added' as const : change.removed ? 'removed' as const : 'same' as const, text: name,
  })));
  return { field: 'categories', label: 'Categories', changed, revisionValue: before.join(', '), currentValue: after.join(', '), parts, note: null };
}

/** Every field, in the form's order; `changed` says which differ. */
export function compareFields(revision: ComparedFields, current: ComparedFields): FieldDiff[] {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return [
    textDiff('title', 'Title', revision.title, current.title),
    valueDiff('slug', 'Slug', revision.slug, current.slug),
    textDiff('excerpt', 'Excerpt', revision.excerpt, current.excerpt),
    contentDiff(revision.content, current.content),
    valueDiff('status', 'Status', revision.status, current.status),
    valueDiff('publishDate', 'Publish date', iso(revision.publishDate), iso(current.publishDate)),
    textDiff('author', 'Author', revision.author, current.author),
    valueDiff('imageUrl', 'Featured image', imageLabel(revision.imageUrl), imageLabel(current.imageUrl)),
    categoriesDiff(revision.categories, current.categories),
  ];
}
