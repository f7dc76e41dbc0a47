import { FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { PostConnection } from '../../services/index.js';
import { PostConnectionType } from '../types/post-connection.type.js';

/** The connection's total is counted only when a query asks for it: it visits every matching post. */
@Resolver(() => PostConnectionType)
export class PostConnectionResolver {
  @FieldResolver(() => Int, { description: 'Posts matching the filter on all pages (counted only when asked for).' })
  totalCount(@Root() connection: PostConnection) {
    return connection.totalCount();
  }
}
