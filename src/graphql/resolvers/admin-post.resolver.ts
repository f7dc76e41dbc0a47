import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { PostInputType } from '../types/inputs.js';
import { AdminPostType, DeleteResultType, TrashedPostType } from '../types/post.type.js';
import { AdminPostPageType } from '../types/admin-post-page.type.js';
import { AdminPostSort, PostVisibility } from '../types/enums.js';

/** Staff-only post management. */
@Resolver()
export class AdminPostResolver {
  @Authorized()
  @Query(() => [AdminPostType], { description: 'Every post, drafts included; search covers title, excerpt, author and categories.' })
  adminPosts(
    @Ctx() { services }: GraphQLContext,
    @Arg('search', () => String, { nullable: true, description: 'Text in the title, excerpt, author or a category name, regardless of case.' }) search?: string,
    @Arg('sort', () => AdminPostSort, { nullable: true, description: 'newest (default) or oldest first.' }) sort?: AdminPostSort,
  ) {
    return services.posts.listForAdmin({ search, sort });
  }

  @Authorized()
  @Query(() => AdminPostPageType, { description: 'One page of every post (drafts included), filtered by status, searched over title, excerpt, author and categories.' })
  adminPostPage(
    @Ctx() { services }: GraphQLContext,
    @Arg('page', () => Int, { nullable: true, description: 'From 1 (the default).' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Posts per page: 20 by default, at most 50.' }) pageSize?: number,
    @Arg('search', () => String, { nullable: true, description: 'Words in the title, excerpt or author, or part of a category name.' }) search?: string,
    @Arg('sort', () => AdminPostSort, { nullable: true, description: 'newest (the default) or oldest, by publish date.' }) sort?: AdminPostSort,
    @Arg('status', () => PostVisibility, { nullable: true, description: 'Only drafts, posts on the site, or scheduled posts; every post when missing.' }) status?: PostVisibility,
  ) {
    return services.posts.listAdminPage({ page, pageSize, search, sort, status });
  }

  @Authorized()
  @Query(() => AdminPostType, { description: 'One post by id, whatever its status; NOT_FOUND when there is none.' })
  adminPost(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The post’s id.' }) id: number) {
    return services.posts.getForAdmin(id);
  }

  @Authorized()
  @Mutation(() => AdminPostType, { description: 'Creates a post; BAD_USER_INPUT with field messages, CONFLICT for a slug in use.' })
  createPost(@Ctx() { services, viewer }: GraphQLContext, @Arg('input', () => PostInputType, { description: 'Every field of the post form.' }) input: PostInputType) {
    return services.posts.create({ ...input }, viewer);
  }

  @Authorized()
  @Mutation(() => AdminPostType, { description: 'Replaces a post’s fields (the whole form, as createPost takes it). With `version`, CONFLICT (extensions.current: the post now) when someone saved since.' })
  updatePost(
    @Ctx() { services, viewer }: GraphQLContext,
    @Arg('id', () => Int, { description: 'The post’s id.' }) id: number,
    @Arg('input', () => PostInputType, { description: 'Every field of the post form.' }) input: PostInputType,
    @Arg('version', () => Int, { nullable: true, description: 'The post’s version you edited (AdminPost.version); without it the save always goes through.' }) version?: number,
  ) {
    return services.posts.update(id, { ...input, version }, viewer);
  }

  @Authorized()
  @Mutation(() => DeleteResultType, { description: 'Moves a post to the trash (off the site, restorable); NOT_FOUND when there is none.' })
  deletePost(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The post’s id.' }) id: number) {
    return services.posts.delete(id);
  }

  @Authorized()
  @Query(() => [TrashedPostType], { description: 'The posts in the trash, most recently trashed first.' })
  trashedPosts(@Ctx() { services }: GraphQLContext) {
    return services.posts.listTrash();
  }

  @Authorized()
  @Mutation(() => AdminPostType, { description: 'Takes a post out of the trash with the status it had; CONFLICT when it is not in the trash.' })
  restorePost(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The post’s id.' }) id: number) {
    return services.posts.restore(id);
  }

  @Authorized()
  @Mutation(() => DeleteResultType, { description: 'Deletes a trashed post for good, with its revisions; CONFLICT when it is not in the trash.' })
  deletePostForever(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The post’s id.' }) id: number) {
    return services.posts.deleteForever(id);
  }
}
