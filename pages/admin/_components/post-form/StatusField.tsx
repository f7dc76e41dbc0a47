/** Draft or Published (the default for new posts), freely switchable. */
import { useField } from 'react-final-form';

const STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

export function StatusField() {
  const { input } = useField<string>('status', { subscription: { value: true } });
  return (
    <fieldset className="field admin-fieldset">
      <legend className="label">Status</legend>
      <div className="control admin-radios">
        {STATUSES.map((status) => (
          <label key={status.value} className="radio">
            <input type="radio" name="status" value={status.value} checked={input.value === status.value}
              onChange={() => input.onChange(status.value)} />
            {' '}{status.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
