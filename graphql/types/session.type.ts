import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AdminUser')
export class AdminUserType {
  @Field(() => Int) declare id: number;
  @Field(() => String) declare username: string;
}

@ObjectType('Session')
export class SessionType {
  @Field(() => Boolean) declare isAuthenticated: boolean;
  @Field(() => AdminUserType, { nullable: true }) declare user: AdminUserType | null;
}

@ObjectType('SubmissionResult', { description: 'A form submission was stored; delivery to the provider follows.' })
export class SubmissionResultType {
  @Field(() => Boolean) declare success: boolean;
}
