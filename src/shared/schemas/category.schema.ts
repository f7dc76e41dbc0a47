import { mixed, object, type InferType } from 'yup';
import { CATEGORY_GROUP_KEYS, type CategoryGroup } from '../constants.js';
import { SLUG_PATTERN } from '../slug.js';
import { optionalText, requiredText } from './fields.js';
import { SLUG_FORMAT_MESSAGE } from './post.schema.js';

export const GROUP_MESSAGE = 'Group must be one of fuel, sport, training_phase';

/** docs/product.md §5, Category form; the server enforces the group too. */
export const categorySchema = object({
  name: requiredText('Name is required', 1, 100),
  group: mixed<CategoryGroup>().transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .required('Group is required').oneOf(CATEGORY_GROUP_KEYS as CategoryGroup[], GROUP_MESSAGE),
  description: optionalText(500),
  slug: requiredText('Slug is required', 1, 100).matches(SLUG_PATTERN, SLUG_FORMAT_MESSAGE),
});
export type CategoryInput = InferType<typeof categorySchema>;
