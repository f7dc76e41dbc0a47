import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditEntry', { description: 'One staff action in the audit log. Never holds a password, token, secret or key.' })
export class AuditEntryType {
  @Field(() => Int, { description: 'The entry’s id (newer entries have higher ids).' }) id!: number;
  @Field(() => String, { description: 'When (ISO 8601).' }) at!: string;
  @Field(() => Int, { nullable: true, description: 'The staff member’s id; null for the system, an API key or a failed sign-in with an unknown name.' }) actorId!: number | null;
  @Field(() => String, { nullable: true, description: 'Who: the member’s username, or the API key’s name.' }) actorName!: string | null;
  @Field(() => String, { nullable: true, description: 'The address the request came from.' }) ip!: string | null;
  @Field(() => String, { description: 'What was done, such as post.published or staff.invited (REST and CSV call it kind).' }) action!: string;
  @Field(() => String, { nullable: true, description: 'The kind of object: post, category, user, invitation.' }) objectType!: string | null;
  @Field(() => String, { nullable: true, description: 'The object’s id.' }) objectId!: string | null;
  @Field(() => String, { description: 'A short summary of the change.' }) summary!: string;
}

@ObjectType('AuditPage', { description: 'One page of the audit log, newest first.' })
export class AuditPageType {
  @Field(() => [AuditEntryType], { description: 'The entries of this page.' }) items!: AuditEntryType[];
  @Field(() => Int, { description: 'How many entries match the filters.' }) total!: number;
  @Field(() => Int, { description: 'This page’s number, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Entries per page.' }) pageSize!: number;
}
