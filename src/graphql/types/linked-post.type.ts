import { Field, ObjectType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';

@ObjectType('LinkedPost', { description: 'Another published post, as the article page links to it (previous, next, related).' })
export class LinkedPostType {
  @Field(() => String, { description: 'The post’s name in URLs: /blog/{slug} on the site, post(slug) here.' }) declare slug: string;
  @Field(() => String, { description: 'The headline.' }) declare title: string;
  @Field(() => String, { description: 'The excerpt as the editor wrote it.' }) declare excerpt: string;
  @Field(() => String, { nullable: true, description: 'The featured-image key, or null.' }) declare imageUrl: string | null;
  @Field(() => GraphQLDateTime, { description: 'When it was published.' }) declare publishDate: string;
}
