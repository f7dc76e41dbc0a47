/**
 * GET /graphql from a browser that asks for a page (Accept prefers text/html): the explorer page
 * (pages/graphql-explorer, GraphiQL from the site's own assets, a `query` parameter filled into
 * its editor) where Apollo would send its landing page, which loads scripts from Apollo's CDN
 * and is blocked by the site's Content-Security-Policy. API clients (JSON) reach Apollo as before.
 */
import type { RequestHandler } from 'express';

export function graphqlExplorerPage(): RequestHandler {
  return (req, _res, next) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
    // 'route' skips Apollo's handlers on /graphql: the page handlers further down answer.
    next(wantsPage ? 'route' : undefined);
  };
}
