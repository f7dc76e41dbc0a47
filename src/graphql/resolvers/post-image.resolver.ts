import { Arg, FieldResolver, Resolver, Root } from 'type-graphql';
import { srcset, type PostImage } from '../../services/index.js';
import { MediaFormat } from '../types/enums.js';
import { PostImageType } from '../types/post.type.js';

@Resolver(() => PostImageType)
export class PostImageResolver {
  @FieldResolver(() => String, { description: 'A srcset of one format’s variants ("url 320w, url 640w, …"); empty for an illustration or a format it lacks.' })
  srcset(@Root() image: PostImage, @Arg('format', () => MediaFormat, { description: 'The format of the files listed.' }) format: MediaFormat) {
    return srcset(image.variants, format);
  }
}
