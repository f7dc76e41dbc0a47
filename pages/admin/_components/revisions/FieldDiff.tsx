/**
 * One field of a revision beside the current post: texts word by word (struck through: in the
 * revision, removed since; underlined: added since), other values as before → after. Screen
 * readers hear which is which.
 */
import { formatDateTime } from '../../../../src/shared/dates.js';
import type { RevisionFieldDiff } from '../../../_graphql/operations/post.operations.js';

function shown(field: string, value: string): string {
  if (field === 'publishDate') return value ? formatDateTime(value) : '';
  if (field === 'status') return value === 'published' ? 'Published' : value === 'draft' ? 'Draft' : value;
  return value;
}

function Removed({ text }: { text: string }) {
  return <del><span className="is-sr-only">[removed since: </span>{text}<span className="is-sr-only">]</span></del>;
}

function Added({ text }: { text: string }) {
  return <ins><span className="is-sr-only">[added since: </span>{text}<span className="is-sr-only">]</span></ins>;
}

export function FieldDiff({ diff }: { diff: RevisionFieldDiff }) {
  const multiline = diff.field === 'content' || diff.field === 'excerpt';
  return (
    <div className="admin-diff-field" data-field={diff.field}>
      <h3 className="admin-diff-label">{diff.label}</h3>
      {diff.note ? <p className="admin-muted admin-diff-note">{diff.note}</p> : null}
      {diff.parts.length ? (
        <p className={`admin-diff-text${multiline ? ' is-multiline' : ''}${diff.field === 'categories' ? ' is-list' : ''}`}>
          {diff.parts.map((part, index) => (
            part.kind === 'added' ? <Added key={index} text={part.text} />
              : part.kind === 'removed' ? <Removed key={index} text={part.text} />
                : <span key={index}>{part.text}</span>
          ))}
        </p>
      ) : (
        <p className="admin-diff-text">
          <Removed text={shown(diff.field, diff.revisionValue) || '(none)'} />
          <span aria-hidden="true"> → </span>
          <Added text={shown(diff.field, diff.currentValue) || '(none)'} />
        </p>
      )}
    </div>
  );
}
