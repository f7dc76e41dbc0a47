import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AdminUser', { description: 'A staff account.' })
export class AdminUserType {
  @Field(() => Int, { description: 'The account’s number.' }) declare id: number;
  @Field(() => String, { description: 'The login name.' }) declare username: string;
}

@ObjectType('Session', { description: 'The staff session the request carries, if any.' })
export class SessionType {
  @Field(() => Boolean, { description: 'True while a staff member is logged in.' }) declare isAuthenticated: boolean;
  @Field(() => AdminUserType, { nullable: true, description: 'Who is logged in; null when nobody is.' }) declare user: AdminUserType | null;
}

@ObjectType('SubmissionResult', { description: 'A form submission was stored; delivery to the provider follows.' })
export class SubmissionResultType {
  @Field(() => Boolean, { description: 'Always true (failures are errors).' }) declare success: boolean;
}
