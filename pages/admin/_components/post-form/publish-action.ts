/**
 * What the post form's primary button will do, said on the button (issue 20): "Save draft",
 * "Publish now", "Schedule for <date, time, zone>", or "Update" for a post already published.
 * Publishing or scheduling a post that is not yet published asks first.
 */
import { formatDateTime } from '../../../../src/shared/dates.js';
import { fromLocalDateTime, type PostFormValues } from './post-form-values.js';

export type PublishKind = 'draft' | 'publish' | 'schedule' | 'update';

export interface PublishAction {
  kind: PublishKind;
  label: string;
  /** Publishing for the first time (now or scheduled): asked before saving. */
  confirm: boolean;
}

export function publishAction(values: Pick<PostFormValues, 'status' | 'publishDate'>, savedStatus: string | null, now = new Date()): PublishAction {
  if (values.status !== 'published') return { kind: 'draft', label: 'Save draft', confirm: false };
  if (savedStatus === 'published') return { kind: 'update', label: 'Update', confirm: false };
  const when = fromLocalDateTime(values.publishDate ?? '');
  if (when && Date.parse(when) > now.getTime()) return { kind: 'schedule', label: `Schedule for ${formatDateTime(when)}`, confirm: true };
  return { kind: 'publish', label: 'Publish now', confirm: true };
}
