import { boolean, object } from 'yup';
import { trimmedString } from './fields.js';

export const ALT_MAX = 500;
export const CAPTION_MAX = 1000;

/** The editable fields of a media item (upload form, PATCH /api/admin/media/:id, GraphQL updateMedia). */
export const mediaDetailsSchema = object({
  alt: trimmedString('Alt text must be text').max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`).optional(),
  caption: trimmedString('Caption must be text').max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`).optional(),
  decorative: boolean().typeError('Decorative must be true or false').optional(),
});
