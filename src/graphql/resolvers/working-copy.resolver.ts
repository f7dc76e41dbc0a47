import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { WorkingCopyPreviewType, WorkingCopyType } from '../types/working-copy.type.js';

const POST_ID = { nullable: true, description: 'The post’s id; null or missing for a new post.' };

/** Staff's server-side autosave of the post editor, its private preview, and who has a post open (issue 20). */
@Resolver()
export class WorkingCopyResolver {
  @Authorized()
  @Query(() => WorkingCopyType, { nullable: true, description: 'Your working copy of a post, or null when you have none.' })
  workingCopy(@Ctx() { services, viewer }: GraphQLContext, @Arg('postId', () => Int, POST_ID) postId?: number | null) {
    return services.workingCopies.get(viewer, postId);
  }

  @Authorized()
  @Mutation(() => WorkingCopyType, { description: 'Stores your unsaved values for a post (no form rules apply); the post itself is unchanged.' })
  saveWorkingCopy(
    @Ctx() { services, viewer }: GraphQLContext,
    @Arg('fields', () => GraphQLJSONObject, { description: 'The post form’s values as typed.' }) fields: Record<string, unknown>,
    @Arg('postId', () => Int, POST_ID) postId?: number | null,
    @Arg('baseVersion', () => Int, { nullable: true, description: 'The post’s version your edits started from.' }) baseVersion?: number | null,
  ) {
    return services.workingCopies.save(viewer, postId, fields, baseVersion);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Throws your working copy of a post away; false when there was none.' })
  discardWorkingCopy(@Ctx() { services, viewer }: GraphQLContext, @Arg('postId', () => Int, POST_ID) postId?: number | null) {
    return services.workingCopies.discard(viewer, postId);
  }

  @Authorized()
  @Query(() => WorkingCopyPreviewType, { description: 'A working copy by its preview link’s token; NOT_FOUND once it is saved or discarded.' })
  workingCopyPreview(@Ctx() { services }: GraphQLContext, @Arg('token', () => String, { description: 'The token in the preview link.' }) token: string) {
    return services.workingCopies.preview(token);
  }

  @Authorized()
  @Mutation(() => [String], { description: 'Notes that you have this post open (poll every 10 s) and answers who else has it open.' })
  editingPost(@Ctx() { services, viewer }: GraphQLContext, @Arg('postId', () => Int, { description: 'The post’s id.' }) postId: number) {
    return services.workingCopies.present(viewer, postId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Notes that you closed this post’s editor.' })
  async stoppedEditingPost(@Ctx() { services, viewer }: GraphQLContext, @Arg('postId', () => Int, { description: 'The post’s id.' }) postId: number) {
    return (await services.workingCopies.leave(viewer, postId), true);
  }
}
