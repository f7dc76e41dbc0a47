import { Field, Int, ObjectType } from 'type-graphql';
import { StaffRoleEnum } from './enums.js';

@ObjectType('AdminUser', { description: 'A staff account.' })
export class AdminUserType {
  @Field(() => Int, { description: 'The account’s number.' }) declare id: number;
  @Field(() => String, { description: 'The login name.' }) declare username: string;
}

@ObjectType('SessionUser', { description: 'The staff member a session belongs to, with their role (what the admin screens offer follows from it).' })
export class SessionUserType {
  @Field(() => Int, { description: 'The account’s number.' }) declare id: number;
  @Field(() => String, { description: 'The login name.' }) declare username: string;
  @Field(() => StaffRoleEnum, { description: 'The member’s role.' }) declare role: StaffRoleEnum;
  @Field(() => Boolean, { description: 'True when two-factor sign-in is required and this member has not set it up: only their own account is open to them.' }) declare mustEnrol2fa: boolean;
}

@ObjectType('Session', { description: 'The staff session the request carries, if any.' })
export class SessionType {
  @Field(() => Boolean, { description: 'True while a staff member is logged in.' }) declare isAuthenticated: boolean;
  @Field(() => SessionUserType, { nullable: true, description: 'Who is logged in; null when nobody is.' }) declare user: SessionUserType | null;
}

@ObjectType('SubmissionResult', { description: 'A form submission was stored; delivery to the provider follows.' })
export class SubmissionResultType {
  @Field(() => Boolean, { description: 'Always true (failures are errors).' }) declare success: boolean;
}
