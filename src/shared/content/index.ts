/**
 * All copy of the public site, in one place so staff can change it without touching the pages.
 * Texts may hold {product}, {brand} and {email}; pages fill them with fill(text, site).
 */
export * from './fill.js';
export * from './navigation.content.js';
export * from './home.content.js';
export * from './founder-story.content.js';
export * from './fuel-groups.content.js';
export * from './pages.content.js';
export * from './form-messages.content.js';
