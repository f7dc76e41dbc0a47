/** Relay-style paging of the published posts (Query.postsConnection) and the filter both lists take. */
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';
import { PostType } from './post.type.js';

@ObjectType('PageInfo', { description: 'Where a page of a connection sits (Relay cursor connections).' })
export class PageInfoType {
  @Field(() => Boolean, { description: 'More posts follow endCursor (ask with first and after).' }) declare hasNextPage: boolean;
  @Field(() => Boolean, { description: 'More posts come before startCursor (ask with last and before).' }) declare hasPreviousPage: boolean;
  @Field(() => String, { nullable: true, description: 'The cursor of the page’s first post; null for an empty page.' }) declare startCursor: string | null;
  @Field(() => String, { nullable: true, description: 'The cursor of the page’s last post; null for an empty page.' }) declare endCursor: string | null;
}

@ObjectType('PostEdge', { description: 'A post and its place in the connection.' })
export class PostEdgeType {
  @Field(() => String, { description: 'An opaque cursor: pass it as after or before to continue from this post.' }) declare cursor: string;
  @Field(() => PostType, { description: 'The post.' }) declare node: PostType;
}

@ObjectType('PostConnection', { description: 'A page of published posts by publish date and id, with cursors that stay valid when posts are published or unpublished meanwhile.' })
export class PostConnectionType {
  @Field(() => [PostEdgeType], { description: 'The posts of the page, in the connection’s order.' }) declare edges: PostEdgeType[];
  @Field(() => PageInfoType, { description: 'Cursors and whether more pages exist.' }) declare pageInfo: PageInfoType;
  // totalCount: graphql/resolvers/post-connection.resolver.ts.
}

@InputType('PostFilter', { description: 'Narrows a list of published posts; every field given must hold (AND).' })
export class PostFilterInput {
  @Field(() => String, { nullable: true, description: 'Words that each begin a word of the title or excerpt, or text in a category name.' }) search?: string;
  @Field(() => [String], { nullable: true, description: 'Category slugs (or names): posts having any of them. A slug or name a category had before a rename still names it; one no category ever had is BAD_USER_INPUT.' }) categories?: string[];
  @Field(() => [String], { nullable: true, description: 'Category slugs (or names, current or from before a rename): posts having every one of them.' }) allCategories?: string[];
  @Field(() => String, { nullable: true, description: 'The author’s name as shown on posts, regardless of case.' }) author?: string;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'Published strictly after this time.' }) publishedAfter?: Date;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'Published strictly before this time.' }) publishedBefore?: Date;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'Saved (created or edited) at or after this time: what changed since an integration last looked.' }) updatedSince?: Date;
}
