import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ArticleLinks, PublicPost } from '../../services/index.js';
import type { GraphQLContext } from '../context.js';
import { LinkedPostType } from '../types/linked-post.type.js';
import { PostType } from '../types/post.type.js';

/** One read of a post's links per request, however many of the three fields ask. */
const linksOfRequest = new WeakMap<GraphQLContext, Map<number, Promise<ArticleLinks>>>();

function links(post: PublicPost, context: GraphQLContext): Promise<ArticleLinks> {
  let byPost = linksOfRequest.get(context);
  if (!byPost) linksOfRequest.set(context, (byPost = new Map()));
  let read = byPost.get(post.id);
  if (!read) byPost.set(post.id, (read = context.services.articles.linksOf(post)));
  return read;
}

/** The article page's ways on, for front ends that show them too. */
@Resolver(() => PostType)
export class PostLinksResolver {
  @FieldResolver(() => LinkedPostType, { nullable: true, description: 'The post published just before this one (older), or null for the oldest.' })
  async previous(@Root() post: PublicPost, @Ctx() context: GraphQLContext) {
    return (await links(post, context)).previous;
  }

  @FieldResolver(() => LinkedPostType, { nullable: true, description: 'The post published just after this one (newer), or null for the newest.' })
  async next(@Root() post: PublicPost, @Ctx() context: GraphQLContext) {
    return (await links(post, context)).next;
  }

  @FieldResolver(() => [LinkedPostType], { description: 'Up to three published posts sharing the most categories with this one, newest first among equals.' })
  async related(@Root() post: PublicPost, @Ctx() context: GraphQLContext) {
    return (await links(post, context)).related;
  }
}
