import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { NotFoundError } from '../../src/services/errors.js';
import type { GraphQLContext } from '../context.js';
import { PostPageType, PostType } from '../types/post.type.js';

/** Public posts: only published posts whose date has come. */
@Resolver()
export class PostResolver {
  @Query(() => PostPageType, { description: 'One page of published posts; pageSize is capped at 50.' })
  posts(
    @Ctx() { services }: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('categories', () => [String], { nullable: true, description: 'Names or slugs; any-of.' }) categories?: string[],
    @Arg('sort', () => String, { nullable: true, description: 'recent (default), oldest, category-asc, category-desc.' }) sort?: string,
  ) {
    return services.posts.listPublished({ page, pageSize, search, categories, sort, includeContent: true });
  }

  @Query(() => PostType, { nullable: true, description: 'A published post; preview shows drafts to a logged-in admin.' })
  async post(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('slug', () => String) slug: string,
    @Arg('preview', () => Boolean, { nullable: true }) preview?: boolean,
  ) {
    const adminId = req.session?.adminId;
    // Only an admin who still exists may preview (as the auth checker requires elsewhere).
    const asAdmin = !!preview && !!adminId && !!(await services.auth.findAdmin(adminId));
    return services.posts.getPublishedBySlug(slug, { preview: asAdmin }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
  }
}
