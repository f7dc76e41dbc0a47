import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { BulkPostResultType } from '../types/admin-post-page.type.js';

const IDS = { description: 'The posts, by id: 1 to 100 of them.' };

/** Staff's bulk actions on posts: each all in one transaction, with one content change and revision per post changed. */
@Resolver()
export class PostBulkResolver {
  @Authorized()
  @Mutation(() => BulkPostResultType, { description: 'Publishes these posts (each keeps its publish date: a future one makes it scheduled).' })
  publishPosts(@Ctx() { services, viewer }: GraphQLContext, @Arg('ids', () => [Int], IDS) ids: number[]) {
    return services.posts.setStatusMany(ids, 'published', viewer);
  }

  @Authorized()
  @Mutation(() => BulkPostResultType, { description: 'Turns these posts into drafts: they leave the site.' })
  unpublishPosts(@Ctx() { services, viewer }: GraphQLContext, @Arg('ids', () => [Int], IDS) ids: number[]) {
    return services.posts.setStatusMany(ids, 'draft', viewer);
  }

  @Authorized()
  @Mutation(() => BulkPostResultType, { description: 'Moves these posts to the trash.' })
  deletePosts(@Ctx() { services }: GraphQLContext, @Arg('ids', () => [Int], IDS) ids: number[]) {
    return services.posts.deleteMany(ids);
  }

  @Authorized()
  @Mutation(() => BulkPostResultType, { description: 'Takes these posts out of the trash.' })
  restorePosts(@Ctx() { services }: GraphQLContext, @Arg('ids', () => [Int], IDS) ids: number[]) {
    return services.posts.restoreMany(ids);
  }

  @Authorized()
  @Mutation(() => BulkPostResultType, { description: 'Deletes these trashed posts for good, with their revisions (posts not in the trash are left alone).' })
  purgePosts(@Ctx() { services }: GraphQLContext, @Arg('ids', () => [Int], IDS) ids: number[]) {
    return services.posts.deleteForeverMany(ids);
  }
}
