export * from './waitlist.schema.js';
export * from './suggestion.schema.js';
export * from './expert-application.schema.js';
export * from './interest.schema.js';
export * from './login.schema.js';
export * from './post.schema.js';
export * from './category.schema.js';
export { EMAIL_MESSAGE } from './fields.js';
