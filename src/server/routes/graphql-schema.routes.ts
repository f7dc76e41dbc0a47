/**
 * GET /graphql/schema.graphql: the schema as SDL, for codegen and the explorer's docs. Anyone gets
 * the public part (graphql/public-schema.ts), publicly cacheable; staff (a session or an admin
 * key) get the whole schema, privately.
 */
import { Router } from 'express';
import { schemaPrints } from '../../graphql/public-schema.js';
import { isAdmin } from '../../services/index.js';
import type { CachePolicy } from '../http-cache/cache-policy.js';

export const SCHEMA_PATH = '/graphql/schema.graphql';

export function graphqlSchemaRoutes(policy: CachePolicy): Router {
  const router = Router();
  router.get(SCHEMA_PATH, async (req, res) => {
    const prints = await schemaPrints();
    const staff = isAdmin(req.viewer);
    if (staff) policy.markPrivate(res);
    else policy.markPublic(res, []);
    res.type('text/plain; charset=utf-8').send(staff ? prints.full : prints.public);
  });
  return router;
}
