import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { PostInputType } from '../types/inputs.js';
import { AdminPostType, DeleteResultType } from '../types/post.type.js';

/** Staff-only post management. */
@Resolver()
export class AdminPostResolver {
  @Authorized()
  @Query(() => [AdminPostType], { description: 'Every post, drafts included; search covers title, excerpt, author and categories.' })
  adminPosts(
    @Ctx() { services }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('sort', () => String, { nullable: true, description: 'newest (default) or oldest.' }) sort?: string,
  ) {
    return services.posts.listForAdmin({ search, sort });
  }

  @Authorized()
  @Query(() => AdminPostType)
  adminPost(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number) {
    return services.posts.getForAdmin(id);
  }

  @Authorized()
  @Mutation(() => AdminPostType)
  createPost(@Ctx() { services }: GraphQLContext, @Arg('input', () => PostInputType) input: PostInputType) {
    return services.posts.create({ ...input });
  }

  @Authorized()
  @Mutation(() => AdminPostType)
  updatePost(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => PostInputType) input: PostInputType) {
    return services.posts.update(id, { ...input });
  }

  @Authorized()
  @Mutation(() => DeleteResultType)
  deletePost(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number) {
    return services.posts.delete(id);
  }
}
