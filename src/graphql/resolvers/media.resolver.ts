import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { srcset, type MediaShape } from '../../services/index.js';
import type { GraphQLContext } from '../context.js';
import { MediaFormat } from '../types/enums.js';
import { MediaInputType, MediaPageType, MediaType } from '../types/media.type.js';

/** The media library for staff (uploads are REST: multipart over GraphQL is a CSRF risk). */
@Resolver(() => MediaType)
export class MediaResolver {
  @Authorized()
  @Query(() => MediaPageType, { description: 'One page of the media library (24 items), newest first, searched by file name and alt text.' })
  mediaLibrary(@Ctx() { services }: GraphQLContext, @Arg('search', () => String, { nullable: true, description: 'Words in the file name or alt text.' }) search?: string, @Arg('page', () => Int, { nullable: true, description: 'The page, from 1 (the default).' }) page?: number) {
    return services.media.list({ search, page }, true);
  }

  @Authorized()
  @Query(() => MediaType, { description: 'One image of the library.' })
  media(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The image’s id.' }) id: number) {
    return services.media.get(id, true);
  }

  @Authorized()
  @Mutation(() => MediaType, { description: 'Changes an image’s alt text, caption or decorative mark; the posts showing it are updated.' })
  updateMedia(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The image’s id.' }) id: number, @Arg('input', () => MediaInputType, { description: 'The fields to change; those left out stay.' }) input: MediaInputType) {
    return services.media.update(id, { ...input }, true);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes an image and its files; refused (CONFLICT, naming the posts) while a post uses it.' })
  async deleteMedia(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The image’s id.' }) id: number) {
    return (await services.media.delete(id), true);
  }

  @FieldResolver(() => String, { description: 'A srcset of one format’s variants ("url 320w, url 640w, …").' })
  srcset(@Root() media: MediaShape, @Arg('format', () => MediaFormat, { description: 'The format of the files listed.' }) format: MediaFormat) {
    return srcset(media.variants, format);
  }
}
