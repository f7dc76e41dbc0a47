import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { NotFoundError } from '../../services/index.js';
import { previewAllowed } from '../auth-checker.js';
import type { GraphQLContext } from '../context.js';
import { PostOrder, PublicPostSort } from '../types/enums.js';
import { PostConnectionType, PostFilterInput } from '../types/post-connection.type.js';
import { PostPageType, PostType } from '../types/post.type.js';

/** Public posts: only published posts whose date has come. */
@Resolver()
export class PostResolver {
  @Query(() => PostPageType, { description: 'One page of published posts by page number, in the resource library’s orders (pinned posts first without search or filters).' })
  posts(
    @Ctx() { services }: GraphQLContext,
    @Arg('page', () => Int, { nullable: true, description: 'The page, from 1 (default 1).' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Posts per page: default 5, at most 50.' }) pageSize?: number,
    @Arg('search', () => String, { nullable: true, description: 'Words that each begin a word of the title or excerpt, or text in a category name; replaces filter.search.' }) search?: string,
    @Arg('categories', () => [String], { nullable: true, description: 'Category names or slugs (current or from before a rename): posts having any of them; replaces filter.categories.' }) categories?: string[],
    @Arg('sort', () => PublicPostSort, { nullable: true, description: 'The order (default recent).' }) sort?: PublicPostSort,
    @Arg('filter', () => PostFilterInput, { nullable: true, description: 'More conditions: all-of categories, author, dates.' }) filter?: PostFilterInput,
  ) {
    return services.posts.listPublished({ ...filter, page, pageSize, sort, search: search ?? filter?.search, categories: categories ?? filter?.categories, includeContent: true });
  }

  @Query(() => PostConnectionType, { description: 'Published posts as a cursor connection, newest (or oldest) first by publish date and id: pages that neither repeat nor skip posts when others are published meanwhile, and deep pages as fast as the first.' })
  postsConnection(
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'Posts after the cursor `after` (or from the start): 0 to 50, default 10.' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'An endCursor (or any edge cursor) from an earlier answer.' }) after?: string,
    @Arg('last', () => Int, { nullable: true, description: 'Posts before the cursor `before` (or up to the end): 0 to 50. Not with first or after.' }) last?: number,
    @Arg('before', () => String, { nullable: true, description: 'A startCursor (or any edge cursor) from an earlier answer.' }) before?: string,
    @Arg('order', () => PostOrder, { nullable: true, description: 'newest (default) or oldest first.' }) order?: PostOrder,
    @Arg('filter', () => PostFilterInput, { nullable: true, description: 'Which posts: search, categories any-of and all-of, author, dates.' }) filter?: PostFilterInput,
  ) {
    return services.posts.connection({ ...filter, first, after, last, before, order });
  }

  @Query(() => PostType, { nullable: true, description: 'A published post by slug, or null; preview shows drafts and scheduled posts to staff and preview or admin keys (FORBIDDEN for anyone else).' })
  async post(
    @Ctx() { services, viewer }: GraphQLContext,
    @Arg('slug', () => String, { description: 'The post’s slug.' }) slug: string,
    @Arg('preview', () => Boolean, { nullable: true, description: 'Include drafts and scheduled posts: a staff session, a preview key or an admin key only; anyone else gets FORBIDDEN.' }) preview?: boolean,
  ) {
    return services.posts.getPublishedBySlug(slug, { preview: previewAllowed(viewer, preview) }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
  }
}
