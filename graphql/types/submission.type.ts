import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('SubmissionField', { description: 'One field of a form submission, with its label for display.' })
export class SubmissionFieldType {
  @Field(() => String) declare key: string;
  @Field(() => String) declare label: string;
  @Field(() => String, { nullable: true }) declare value: string | null;
}

@ObjectType('SubmissionDelivery', { description: 'How forwarding the submission to the e-mail provider is going.' })
export class SubmissionDeliveryType {
  @Field(() => String, { description: 'waiting, sending, sent, failed, or not_queued.' }) declare status: string;
  @Field(() => Int, { description: 'Attempts made in the current round (a retry starts a new round).' }) declare attempts: number;
  @Field(() => String, { nullable: true, description: "The provider's error detail from the last failed attempt." }) declare lastError: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601; when a waiting delivery is tried next.' }) declare nextAttemptAt: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601.' }) declare sentAt: string | null;
}

@ObjectType('Submission', { description: 'A stored form submission (staff only).' })
export class SubmissionType {
  @Field(() => String, { description: 'waitlist, suggestion, expert_application or interest_registration.' }) declare kind: string;
  @Field(() => Int) declare id: number;
  @Field(() => String) declare email: string;
  @Field(() => String, { description: 'ISO 8601.' }) declare createdAt: string;
  @Field(() => [SubmissionFieldType]) declare fields: SubmissionFieldType[];
  @Field(() => SubmissionDeliveryType) declare delivery: SubmissionDeliveryType;
}

@ObjectType('SubmissionPage')
export class SubmissionPageType {
  @Field(() => [SubmissionType], { description: 'Newest first.' }) declare items: SubmissionType[];
  @Field(() => Int) declare total: number;
  @Field(() => Int) declare page: number;
  @Field(() => Int) declare pageSize: number;
  @Field(() => Int) declare pageCount: number;
}

@ObjectType('SubmissionKindSummary', { description: 'Counts for one kind of form.' })
export class SubmissionKindSummaryType {
  @Field(() => String) declare kind: string;
  @Field(() => String) declare label: string;
  @Field(() => Int) declare total: number;
  @Field(() => Int, { description: 'Not delivered yet (waiting or sending).' }) declare waiting: number;
  @Field(() => Int) declare failed: number;
}
