import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Post', { description: 'A published article (SPEC section 3, public shape).' })
export class PostType {
  @Field(() => Int) declare id: number;
  @Field(() => String) declare slug: string;
  @Field(() => String) declare title: string;
  @Field(() => String) declare excerpt: string;
  @Field(() => String, { description: 'Sanitised HTML.' }) declare content: string;
  @Field(() => String, { nullable: true, description: 'A featured-image key, such as confidence.' }) declare imageUrl: string | null;
  @Field(() => String, { description: 'ISO 8601 date-time.' }) declare publishDate: string;
  @Field(() => String, { description: 'The first category name, or an empty string.' }) declare categoryLabel: string;
  @Field(() => [String]) declare categoryLabels: string[];
  @Field(() => String) declare author: string;
  @Field(() => String, { description: 'Either draft or published.' }) declare status: string;
}

@ObjectType('AdminPost', { description: 'A post as staff see it, with its category names.' })
export class AdminPostType extends PostType {
  @Field(() => [String]) declare categories: string[];
  @Field(() => String) declare createdAt: string;
  @Field(() => String) declare updatedAt: string;
}

@ObjectType('PostPage', { description: 'One page of the public list and the counts for paging.' })
export class PostPageType {
  @Field(() => [PostType]) declare items: PostType[];
  @Field(() => Int, { description: 'Posts matching the search and filters, on all pages.' }) declare total: number;
  @Field(() => Int) declare page: number;
  @Field(() => Int) declare pageSize: number;
  @Field(() => Int) declare pageCount: number;
}

@ObjectType('DeleteResult')
export class DeleteResultType {
  @Field(() => Int) declare id: number;
}
