import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { PresentedPost } from '../../services/index.js';
import type { GraphQLContext } from '../context.js';
import { PostFieldsType, PostImageType, PostSeoType } from '../types/post.type.js';

/** The fields Post and AdminPost derive from the stored ones (services.postPresentation). */
@Resolver(() => PostFieldsType)
export class PostFieldsResolver {
  @FieldResolver(() => PostImageType, { nullable: true, description: 'The featured image with its absolute URL and size; null without one.' })
  image(@Root() post: PresentedPost, @Ctx() { services }: GraphQLContext) {
    return services.postPresentation.image(post);
  }

  @FieldResolver(() => String, { description: 'The article HTML exactly as the site’s article page shows it (links, heading icons, emoji images, cleaned styles; media library images as responsive <picture>s with AVIF/WebP srcsets, width, height and alt text), with every image URL absolute.' })
  html(@Root() post: PresentedPost, @Ctx() { services }: GraphQLContext) {
    return services.postPresentation.html(post);
  }

  @FieldResolver(() => String, { description: 'The excerpt as plain text; for an empty excerpt, the start of the article’s text.' })
  excerptText(@Root() post: PresentedPost, @Ctx() { services }: GraphQLContext) {
    return services.postPresentation.excerptText(post);
  }

  @FieldResolver(() => Int, { description: 'Minutes to read the article (its words at 220 a minute, rounded up).' })
  readingTime(@Root() post: PresentedPost, @Ctx() { services }: GraphQLContext) {
    return services.postPresentation.readingTime(post);
  }

  @FieldResolver(() => PostSeoType, { description: 'The title, description, canonical URL and share image of the site’s article page.' })
  seo(@Root() post: PresentedPost, @Ctx() { services }: GraphQLContext) {
    return services.postPresentation.seo(post);
  }
}
