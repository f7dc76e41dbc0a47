/**
 * The conflict screen's merge (issue 20, item 2): for each field both editors changed, a radio
 * group "Keep mine" / "Take theirs" with both values; the fields only they changed (taken) and only
 * I changed (kept) are named; "Save merged version" saves the result against the version saved
 * now. A missing choice is said in an alert and focus goes to its group.
 */
import { useId, useRef, useState } from 'react';
import type { PostFormValues } from './post-form-values.js';
import { mergeValues, previewOf, type MergeChoice, type MergePlan } from './conflict-merge.js';

export interface MergeChoicesProps {
  plan: MergePlan;
  mine: PostFormValues;
  theirs: PostFormValues;
  onSave: (merged: PostFormValues) => void;
}

function names(fields: MergePlan['theirsOnly']): string {
  return fields.map((field) => field.label).join(', ');
}

export function MergeChoices({ plan, mine, theirs, onSave }: MergeChoicesProps) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const groups = useRef(new Map<string, HTMLFieldSetElement | null>());

  const save = () => {
    const open = plan.conflicting.filter((field) => !choices[field.key]);
    setMissing(open.map((field) => field.key));
    if (open.length) {
      groups.current.get(open[0]!.key)?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    onSave(mergeValues(mine, theirs, plan, choices));
  };

  return (
    <section className="admin-merge" aria-labelledby={`${id}-title`} data-testid="merge">
      <h3 id={`${id}-title`} className="title is-6">Merge field by field</h3>
      {plan.conflicting.length ? (
        <p>You both changed {plan.conflicting.length === 1 ? 'one field' : `${plan.conflicting.length} fields`}: choose which version to keep for each.</p>
      ) : <p>No field was changed by both of you.</p>}
      {plan.conflicting.map((field) => {
        const unanswered = missing.includes(field.key) && !choices[field.key];
        const errorId = `${id}-${field.key}-error`;
        return (
          <fieldset key={field.key} className="admin-merge-field" data-merge-field={field.key}
            ref={(element) => { groups.current.set(field.key, element); }}
            aria-describedby={unanswered ? errorId : undefined}>
            <legend className="label">{field.label}</legend>
            {(['mine', 'theirs'] as const).map((choice) => {
              const optionId = `${id}-${field.key}-${choice}`;
              return (
                <div key={choice} className="admin-merge-option">
                  <label className="radio" htmlFor={optionId}>
                    <input id={optionId} type="radio" name={`${id}-${field.key}`} value={choice}
                      checked={choices[field.key] === choice} aria-describedby={`${optionId}-value`}
                      onChange={() => setChoices((current) => ({ ...current, [field.key]: choice }))} />
                    {' '}{choice === 'mine' ? 'Keep mine' : 'Take theirs'}
                  </label>
                  <p id={`${optionId}-value`} className="admin-merge-value">
                    <span className="is-sr-only">{choice === 'mine' ? 'Your version: ' : 'Their version: '}</span>
                    {previewOf(choice === 'mine' ? mine : theirs, field)}
                  </p>
                </div>
              );
            })}
            {unanswered ? <p id={errorId} className="help is-danger">Choose "Keep mine" or "Take theirs" for {field.label}.</p> : null}
          </fieldset>
        );
      })}
      {plan.theirsOnly.length ? <p data-testid="merge-theirs">Taken from theirs (only they changed it): {names(plan.theirsOnly)}.</p> : null}
      {plan.mineOnly.length ? <p data-testid="merge-mine">Kept from yours (only you changed it): {names(plan.mineOnly)}.</p> : null}
      {missing.some((key) => !choices[key]) ? (
        <p role="alert" className="has-text-danger">
          Choose "Keep mine" or "Take theirs" for: {names(plan.conflicting.filter((field) => missing.includes(field.key) && !choices[field.key]))}.
        </p>
      ) : null}
      <button type="button" className="button is-primary" onClick={save}>Save merged version</button>
    </section>
  );
}
