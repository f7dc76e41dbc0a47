/**
 * Draft or Published (the default for new posts), freely switchable; a role that may not publish
 * (src/shared/staff-roles.ts: contributors) is offered Draft only.
 */
import { useField } from 'react-final-form';
import { useCan } from '../viewer.js';

const STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

export function StatusField() {
  const { input } = useField<string>('status', { subscription: { value: true } });
  const mayPublish = useCan('posts.publish');
  const offered = mayPublish ? STATUSES : STATUSES.filter((status) => status.value === 'draft');
  return (
    <fieldset className="field admin-fieldset">
      <legend className="label">Status</legend>
      <div className="control admin-radios">
        {offered.map((status) => (
          <label key={status.value} className="radio">
            <input type="radio" name="status" value={status.value} checked={input.value === status.value}
              onChange={() => input.onChange(status.value)} />
            {' '}{status.label}
          </label>
        ))}
      </div>
      {mayPublish ? null : <p className="help">Contributors save drafts: an editor or administrator publishes them.</p>}
    </fieldset>
  );
}
