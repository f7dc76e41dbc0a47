/** A post's revisions and their comparison with the post as it is now (issue 12, item 3). */
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { AdminPostType } from './post.type.js';
import { REVISION_POST_FIELDS, REVISION_SUMMARY_FIELDS, type PostFieldSpec } from '../../shared/post-shape.js';
import { DiffPartKind, RevisionSaverKind } from './enums.js';
import { declarePostFields } from './post-shape-fields.js';

const then = (field: PostFieldSpec) => `At this save: ${field.description}`;

@ObjectType('PostRevisionSummary', { description: 'One save of a post: when, by whom, and its title, slug, status and date then.' })
export class PostRevisionSummaryType {
  @Field(() => Int, { description: 'The revision\'s id.' }) declare id: number;
  @Field(() => Int, { description: 'The post it belongs to.' }) declare postId: number;
  @Field(() => GraphQLDateTime, { description: 'ISO 8601 date-time of the save.' }) declare savedAt: string;
  @Field(() => String, { description: 'The admin\'s username, the API key\'s name, or "system".' }) declare savedBy: string;
  @Field(() => RevisionSaverKind, { description: 'What savedBy names.' }) declare savedByKind: RevisionSaverKind;
}
declarePostFields(PostRevisionSummaryType, REVISION_SUMMARY_FIELDS, then);

@ObjectType('PostRevision', { description: 'One save of a post with every field it kept (the category names as categoryLabels).' })
export class PostRevisionType extends PostRevisionSummaryType {}
declarePostFields(PostRevisionType, REVISION_POST_FIELDS.filter((name) => !REVISION_SUMMARY_FIELDS.includes(name)), then);

@ObjectType('DiffPart', { description: 'A run of text in a comparison: in both, added since the revision, or removed since.' })
export class DiffPartType {
  @Field(() => DiffPartKind, { description: 'Which of the three.' }) declare kind: DiffPartKind;
  @Field(() => String, { description: 'The text, spaces and line breaks included.' }) declare text: string;
}

@ObjectType('RevisionFieldDiff', { description: 'One field of a revision beside the current post.' })
export class RevisionFieldDiffType {
  @Field(() => String, { description: 'The field: title, slug, excerpt, content, status, publishDate, author, imageUrl or categories.' }) declare field: string;
  @Field(() => String, { description: 'The field\'s label in the editor.' }) declare label: string;
  @Field(() => Boolean, { description: 'Whether the current post differs.' }) declare changed: boolean;
  @Field(() => String, { description: 'The revision\'s value as text (the content as plain text, dates in ISO 8601, the image by its label).' }) declare revisionValue: string;
  @Field(() => String, { description: 'The current value, as text in the same way.' }) declare currentValue: string;
  @Field(() => [DiffPartType], { description: 'Word by word for the texts (name by name for categories); empty for the other fields.' }) declare parts: DiffPartType[];
  @Field(() => String, { nullable: true, description: 'A remark, such as that only the formatting changed.' }) declare note: string | null;
}

@ObjectType('RevisionComparison', { description: 'A revision compared with the post as it is now.' })
export class RevisionComparisonType {
  @Field(() => PostRevisionType, { description: 'The revision.' }) declare revision: PostRevisionType;
  @Field(() => AdminPostType, { description: 'The post as it is now.' }) declare current: AdminPostType;
  @Field(() => [RevisionFieldDiffType], { description: 'Every field, in the editor\'s order.' }) declare fields: RevisionFieldDiffType[];
  @Field(() => Int, { description: 'How many fields differ.' }) declare changedCount: number;
}
