import { GraphQLDateTime, GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('WorkingCopy', { description: 'Your unsaved work on a post, autosaved to the server (incomplete values allowed); the post itself is unchanged until saved.' })
export class WorkingCopyType {
  @Field(() => Int, { nullable: true, description: 'The post’s id, or null for a post not created yet.' }) declare postId: number | null;
  @Field(() => GraphQLJSONObject, { description: 'The post form’s values as typed (the fields of PostInput, possibly incomplete).' }) declare fields: Record<string, unknown>;
  @Field(() => Int, { nullable: true, description: 'The post’s version the edits started from (null for a new post).' }) declare baseVersion: number | null;
  @Field(() => GraphQLDateTime, { description: 'When it was last saved.' }) declare savedAt: string;
  @Field(() => String, { description: 'The private preview’s path on the site (staff only).' }) declare previewPath: string;
}

@ObjectType('WorkingCopyPreview', { description: 'A working copy as readers would see it once made live (staff only).' })
export class WorkingCopyPreviewType {
  @Field(() => Int, { nullable: true, description: 'The post’s id, or null for a post not created yet.' }) declare postId: number | null;
  @Field(() => String, { description: 'The headline as typed.' }) declare title: string;
  @Field(() => String, { description: 'The excerpt as typed.' }) declare excerpt: string;
  @Field(() => String, { description: 'The author as typed.' }) declare author: string;
  @Field(() => String, { description: 'The article HTML, sanitised and transformed as on the site.' }) declare html: string;
  @Field(() => GraphQLDateTime, { description: 'When the copy was last saved.' }) declare savedAt: string;
  @Field(() => String, { description: 'Whose working copy it is.' }) declare savedBy: string;
}
