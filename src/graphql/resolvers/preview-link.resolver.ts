import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { PreviewLinkType } from '../types/preview-link.type.js';
import { PostType } from '../types/post.type.js';

/** Short-lived preview links (services/preview-links.ts): made by whoever may preview, read by whoever holds one. */
@Resolver()
export class PreviewLinkResolver {
  @Mutation(() => PreviewLinkType, { description: 'A signed link to one post that works without a key until it expires (default 60 minutes, at most 1440). A staff session, a preview key or an admin key only (FORBIDDEN otherwise).' })
  createPreviewLink(
    @Ctx() { services, viewer }: GraphQLContext,
    @Arg('postId', () => Int, { description: 'The post to show (any status but the trash).' }) postId: number,
    @Arg('minutes', () => Int, { nullable: true, description: 'How long the link works: 1 to 1440 minutes, default 60.' }) minutes?: number,
  ) {
    return services.previewLinks.create(viewer, postId, minutes);
  }

  @Query(() => PostType, { description: 'The post a preview link names, as it is now (drafts and scheduled posts included). NOT_FOUND for a token that is not ours, GONE once it expired. Never cached.' })
  previewPost(@Ctx() { services }: GraphQLContext, @Arg('token', () => String, { description: 'The token of a preview link (createPreviewLink).' }) token: string) {
    return services.previewLinks.read(token);
  }
}
