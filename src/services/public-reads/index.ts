/**
 * The public read path, in one module: what the public may see of the posts, as lists (pages of
 * `/blog` and `GET /api/blog-posts`), connections (GraphQL `posts`) and single articles, in SQL
 * written once for SQLite and MySQL/MariaDB and run through `sequelize.query`.
 *
 * - `statements.ts`: the filter, the parts of a list, and every statement (count, page, by ids, order, article)
 * - `list-query.ts`: a request's parameters parsed into a list shape and window (the cache key uses the same parsing)
 * - `list.ts`: reading a stretch of a list (counts, then the parts' rows)
 * - `list-cache.ts`: the counts and orders kept between writes (dropped by the content-change paths)
 * - `connection.ts`: keyset cursors and GraphQL connections over the same lists
 *
 * Other services use only what this file exports.
 */
export { articleStatement, categoryIdsColumn, keysetCondition, publicCondition, publicWhere, trashedSlugStatement, type PostKey } from './statements.js';
export { listShape, listWindow, postFilter, type PostFilterQuery, type PostListQuery } from './list-query.js';
export { readList } from './list.js';
export { PublicListCache } from './list-cache.js';
export { DEFAULT_CONNECTION_SIZE, readConnection, type ConnectionWindow, type PostConnection, type PostEdge } from './connection.js';
