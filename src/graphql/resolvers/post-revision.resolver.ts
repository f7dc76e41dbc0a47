import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { AdminPostType } from '../types/post.type.js';
import { PostRevisionSummaryType, PostRevisionType, RevisionComparisonType, RevisionFieldDiffType } from '../types/post-revision.type.js';
import { PostInputType } from '../types/inputs.js';

/** Staff's view of a post's revisions: list, view, compare with the current post, restore. */
@Resolver()
export class PostRevisionResolver {
  @Authorized()
  @Query(() => [PostRevisionSummaryType], { description: 'A post\'s revisions, newest first (the latest 200).' })
  postRevisions(@Ctx() { services }: GraphQLContext, @Arg('postId', () => Int, { description: 'The post\'s id.' }) postId: number) {
    return services.revisions.list(postId);
  }

  @Authorized()
  @Query(() => PostRevisionType, { description: 'One revision with every field it kept.' })
  postRevision(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The revision\'s id.' }) id: number) {
    return services.revisions.get(id);
  }

  @Authorized()
  @Query(() => RevisionComparisonType, { description: 'A revision beside the post as it is now, field by field.' })
  comparePostRevision(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The revision\'s id.' }) id: number) {
    return services.revisions.compare(id);
  }

  @Authorized()
  @Query(() => [RevisionFieldDiffType], { description: 'Your unsaved edits beside the post as it is now, the changed fields only (after a CONFLICT: what the other save changed).' })
  comparePostEdits(
    @Ctx() { services }: GraphQLContext,
    @Arg('postId', () => Int, { description: 'The post\'s id.' }) postId: number,
    @Arg('input', () => PostInputType, { description: 'Your edits, as updatePost would take them.' }) input: PostInputType,
  ) {
    return services.revisions.compareEdits(postId, { ...input });
  }

  @Authorized()
  @Mutation(() => AdminPostType, {
    description: 'Saves the revision\'s fields as the post\'s: a save like any other, so it makes a new revision. Categories deleted since are left out.',
  })
  restorePostRevision(@Ctx() { services, viewer }: GraphQLContext, @Arg('id', () => Int, { description: 'The revision\'s id.' }) id: number) {
    return services.revisions.restore(id, viewer);
  }
}
