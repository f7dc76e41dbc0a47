/** The response cache and the caching headers (docs/caching.md). */
export { createResponseCache, type CacheOutcome, type ResponseCache, type ResponseCacheDeps } from './response-cache.js';
export { CachePolicy, PRIVATE_NO_STORE } from './cache-policy.js';
export { hasCredentials } from './request-key.js';
