/**
 * The webhook form (create, or edit one): name, URL and one checkbox per event. Field errors
 * from the server show under their field and are announced (aria-describedby, aria-invalid).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '../../../../src/shared/webhooks.js';

export interface WebhookFormValues {
  name: string;
  url: string;
  events: WebhookEvent[];
}

export interface WebhookFormProps {
  heading: string;
  submitLabel: string;
  initial?: WebhookFormValues;
  pending: boolean;
  errors: Record<string, string>;
  onSubmit: (values: WebhookFormValues) => void;
  onCancel?: () => void;
}

const EMPTY: WebhookFormValues = { name: '', url: '', events: ['post.published'] };

export function WebhookForm({ heading, submitLabel, initial, pending, errors, onSubmit, onCancel }: WebhookFormProps) {
  const id = useId();
  const [values, setValues] = useState<WebhookFormValues>(initial ?? EMPTY);
  useEffect(() => setValues(initial ?? EMPTY), [initial]);
  const toggle = (event: WebhookEvent, on: boolean) => setValues((current) => ({
    ...current, events: on ? [...current.events, event] : current.events.filter((item) => item !== event),
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const error = (field: string) => errors[field]
    ? <p className="help is-danger" id={`${id}-${field}-error`} role="alert">{errors[field]}</p> : null;
  const described = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});

  return (
    <form className="box webhook-form" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 className="title is-5" id={`${id}-heading`}>{heading}</h2>
      <div className="field">
        <label className="label" htmlFor={`${id}-name`}>Name</label>
        <div className="control">
          <input id={`${id}-name`} className="input" type="text" maxLength={100} value={values.name} required
            onChange={(event) => setValues({ ...values, name: event.target.value })} {...described('name')} />
        </div>
        {error('name')}
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-url`}>URL</label>
        <div className="control">
          <input id={`${id}-url`} className="input" type="url" inputMode="url" placeholder="https://example.com/hooks/rebuild" value={values.url} required
            onChange={(event) => setValues({ ...values, url: event.target.value })} {...described('url')} />
        </div>
        <p className="help admin-muted">Receives a signed JSON POST for each chosen event.</p>
        {error('url')}
      </div>
      <fieldset className="field" {...described('events')}>
        <legend className="label">Events</legend>
        <div className="webhook-events">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="checkbox webhook-event">
              <input type="checkbox" checked={values.events.includes(event)} onChange={(change) => toggle(event, change.target.checked)} />{' '}
              {WEBHOOK_EVENT_LABELS[event]} <code>{event}</code>
            </label>
          ))}
        </div>
        {error('events')}
      </fieldset>
      <div className="buttons">
        <button type="submit" className="button is-primary" disabled={pending}>{pending ? 'Saving...' : submitLabel}</button>
        {onCancel ? <button type="button" className="button is-light" onClick={onCancel}>Cancel</button> : null}
      </div>
    </form>
  );
}
