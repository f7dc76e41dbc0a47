/** The dashboard's paged post list and the answer of a bulk action (issue 12, item 4). */
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { AdminPostSort, BulkPostAction, PostStatus, PostVisibility } from './enums.js';

@ObjectType('AdminPostSummary', { description: 'A post in the staff list: every field but the article body.' })
export class AdminPostSummaryType {
  @Field(() => Int, { description: 'The post\'s id.' }) declare id: number;
  @Field(() => String, { description: 'Its address on the site: /blog/{slug}.' }) declare slug: string;
  @Field(() => String, { description: 'The title.' }) declare title: string;
  @Field(() => String, { description: 'The short text for the resource library cards.' }) declare excerpt: string;
  @Field(() => String, { nullable: true, description: 'A featured-image key, such as confidence.' }) declare imageUrl: string | null;
  @Field(() => GraphQLDateTime, { description: 'ISO 8601 date-time.' }) declare publishDate: string;
  @Field(() => String, { description: 'The first category name, or an empty string.' }) declare categoryLabel: string;
  @Field(() => [String], { description: 'The category names, in the editor\'s order.' }) declare categoryLabels: string[];
  @Field(() => [String], { description: 'The category names, in the editor\'s order.' }) declare categories: string[];
  @Field(() => String, { description: 'The author\'s name as shown on the article.' }) declare author: string;
  @Field(() => PostStatus, { description: 'Either draft or published.' }) declare status: string;
  @Field(() => PostVisibility, { description: 'Draft, on the site (published), or published with a date still ahead (scheduled).' })
  declare visibility: PostVisibility;
  @Field(() => GraphQLDateTime, { description: 'ISO 8601 date-time of the first save.' }) declare createdAt: string;
  @Field(() => GraphQLDateTime, { description: 'ISO 8601 date-time of the last save.' }) declare updatedAt: string;
  @Field(() => Int, { description: 'Raised by one at every save (updatePost takes it to refuse stale saves).' }) declare version: number;
  @Field(() => Boolean, { description: 'Someone has unsaved work on it (a working copy): for a published post, changes not live yet.' })
  declare hasUnpublishedChanges: boolean;
}

@ObjectType('AdminPostStatusCounts', { description: 'How many posts match the search, by where they stand.' })
export class AdminPostStatusCountsType {
  @Field(() => Int, { description: 'Every matching post.' }) declare all: number;
  @Field(() => Int, { description: 'Drafts.' }) declare draft: number;
  @Field(() => Int, { description: 'Published and on the site.' }) declare published: number;
  @Field(() => Int, { description: 'Published with a date still ahead.' }) declare scheduled: number;
}

@ObjectType('AdminPostPage', { description: 'One page of the staff post list, with what it was asked for.' })
export class AdminPostPageType {
  @Field(() => [AdminPostSummaryType], { description: 'The posts of this page, in the chosen order.' }) declare items: AdminPostSummaryType[];
  @Field(() => Int, { description: 'Posts matching the search and the status, on all pages.' }) declare total: number;
  @Field(() => Int, { description: 'This page (a page past the end is answered with the last one).' }) declare page: number;
  @Field(() => Int, { description: 'Posts per page.' }) declare pageSize: number;
  @Field(() => Int, { description: 'How many pages there are (0 when nothing matches).' }) declare pageCount: number;
  @Field(() => AdminPostSort, { description: 'The order used.' }) declare sort: AdminPostSort;
  @Field(() => PostVisibility, { nullable: true, description: 'The status filter used; null for every status.' }) declare status: PostVisibility | null;
  @Field(() => String, { description: 'The search used, whitespace collapsed; empty for none.' }) declare search: string;
  @Field(() => AdminPostStatusCountsType, { description: 'Matching posts by status, whatever status was chosen.' }) declare counts: AdminPostStatusCountsType;
}

@ObjectType('BulkPostFailure', { description: 'A post a bulk action could not act on, and why.' })
export class BulkPostFailureType {
  @Field(() => Int, { description: 'The id as given.' }) declare id: number;
  @Field(() => String, { description: 'Why, such as "Post not found".' }) declare message: string;
}

@ObjectType('BulkPostResult', { description: 'What a bulk action did, post by post. Everything it changed was saved in one transaction.' })
export class BulkPostResultType {
  @Field(() => BulkPostAction, { description: 'The action.' }) declare action: BulkPostAction;
  @Field(() => [Int], { description: 'Posts it changed (or deleted).' }) declare changed: number[];
  @Field(() => [Int], { description: 'Posts that were already as asked (already published, already drafts).' }) declare unchanged: number[];
  @Field(() => [BulkPostFailureType], { description: 'Posts it could not act on.' }) declare failed: BulkPostFailureType[];
}
