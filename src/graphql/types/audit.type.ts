import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditEntry', { description: 'One staff action in the audit log. Never holds a password, token, secret or key.' })
export class AuditEntryType {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'When (ISO 8601).' }) at!: string;
  @Field(() => Int, { nullable: true, description: 'The staff member’s id; null for the system, an API key or a failed sign-in with an unknown name.' }) actorId!: number | null;
  @Field(() => String, { nullable: true, description: 'Who: the member’s username, or the API key’s name.' }) actorName!: string | null;
  @Field(() => String, { nullable: true, description: 'The address the request came from.' }) ip!: string | null;
  @Field(() => String, { description: 'What kind of action, such as post.published or staff.invited.' }) kind!: string;
  @Field(() => String, { nullable: true, description: 'The kind of object: post, category, user, invitation.' }) objectType!: string | null;
  @Field(() => String, { nullable: true }) objectId!: string | null;
  @Field(() => String, { description: 'A short summary of the change.' }) summary!: string;
}

@ObjectType('AuditPage', { description: 'One page of the audit log, newest first.' })
export class AuditPageType {
  @Field(() => [AuditEntryType]) items!: AuditEntryType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
