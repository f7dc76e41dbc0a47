import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { ChangesPageType } from '../types/changes.type.js';

/** The changes feed (services/changes-feed.ts), as GET /api/changes answers it. */
@Resolver()
export class ChangesResolver {
  @Query(() => ChangesPageType, { description: 'What changed in the public content since a time or a cursor, oldest first: posts and categories updated or removed (tombstones naming the slug), so a client can sync. A cursor older than the kept log answers GONE.' })
  changes(
    @Ctx() { services }: GraphQLContext,
    @Arg('since', () => String, { description: 'An ISO 8601 date or date-time, or the nextCursor of an earlier answer.' }) since: string,
    @Arg('first', () => Int, { nullable: true, description: 'Changes per page: 1 to 200, default 50.' }) first?: number,
  ) {
    return services.changesFeed.read({ since, limit: first });
  }
}
