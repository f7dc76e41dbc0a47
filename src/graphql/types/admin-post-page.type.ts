/** The dashboard's paged post list and the answer of a bulk action (issue 12, item 4). */
import { Field, Int, ObjectType } from 'type-graphql';
import { postFieldsOn } from '../../shared/post-shape.js';
import { AdminPostSort, BulkPostAction, PostVisibility } from './enums.js';
import { declarePostFields } from './post-shape-fields.js';

@ObjectType('AdminPostSummary', { description: 'A post in the staff list: every field of AdminPost but the article body.' })
export class AdminPostSummaryType {
  @Field(() => PostVisibility, { description: 'Draft, on the site (published), or published with a date still ahead (scheduled).' })
  declare visibility: PostVisibility;
  @Field(() => Boolean, { description: 'Someone has unsaved work on it (a working copy): for a published post, changes not live yet.' })
  declare hasUnpublishedChanges: boolean;
}
declarePostFields(AdminPostSummaryType, [...postFieldsOn('graphql'), ...postFieldsOn('graphqlAdmin')].filter((name) => name !== 'content'));

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
