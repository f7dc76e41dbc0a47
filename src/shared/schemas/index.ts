export * from './login.schema.js';
export * from './post.schema.js';
export * from './category.schema.js';
export { EMAIL_MESSAGE } from './fields.js';
// The public forms' schemas live with their declarations (src/shared/forms/).
export * from './api-key.schema.js';
