import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PreviewLink', { description: 'A short-lived, signed link that shows one post (drafts and scheduled posts included) to whoever holds it, read-only, until it expires.' })
export class PreviewLinkType {
  @Field(() => String, { description: 'The token: send it as previewPost(token:) or read GET /api/preview/{token}.' }) declare token: string;
  @Field(() => String, { description: 'The REST address that answers the post with this token (no key needed).' }) declare url: string;
  @Field(() => GraphQLDateTime, { description: 'When the link stops working (410 / GONE from then on).' }) declare expiresAt: string;
  @Field(() => Int, { description: 'The post it shows.' }) declare postId: number;
}
