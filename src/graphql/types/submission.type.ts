import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { FormKindKey } from '../../shared/forms/index.js';
import { DeliveryStatus, EmailProviderState, SubmissionKind, SubmissionState } from './enums.js';

@ObjectType('SubmissionField', { description: 'One field of a form submission, with its label for display.' })
export class SubmissionFieldType {
  @Field(() => String, { description: 'The field’s name in the form (and in the CSV header).' }) declare key: string;
  @Field(() => String, { description: 'The field’s label as staff see it.' }) declare label: string;
  @Field(() => String, { nullable: true, description: 'What was submitted; null for an optional field left empty.' }) declare value: string | null;
}

@ObjectType('SubmissionDelivery', { description: 'How forwarding the submission to the e-mail provider is going.' })
export class SubmissionDeliveryType {
  @Field(() => DeliveryStatus, { description: 'Where the delivery stands.' }) declare status: DeliveryStatus;
  @Field(() => Int, { description: 'Attempts made in the current round (a retry starts a new round).' }) declare attempts: number;
  @Field(() => String, { nullable: true, description: "The provider's error detail from the last failed attempt." }) declare lastError: string | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When a waiting delivery is tried next.' }) declare nextAttemptAt: string | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When the provider accepted it.' }) declare sentAt: string | null;
}

@ObjectType('Submission', { description: 'A stored form submission (staff only).' })
export class SubmissionType {
  @Field(() => SubmissionKind, { description: 'The kind of form it came from.' }) declare kind: FormKindKey;
  @Field(() => Int, { description: 'Its number within its kind.' }) declare id: number;
  @Field(() => String, { description: 'The e-mail address given.' }) declare email: string;
  @Field(() => GraphQLDateTime, { description: 'When it was submitted.' }) declare createdAt: string;
  @Field(() => [SubmissionFieldType], { description: 'Every other field of the form, in the form’s order.' }) declare fields: SubmissionFieldType[];
  @Field(() => SubmissionDeliveryType, { description: 'Its forwarding to the e-mail provider.' }) declare delivery: SubmissionDeliveryType;
  @Field(() => SubmissionState, { description: 'Where staff stand with it: new, handled or archived.' }) declare state: SubmissionState;
  @Field(() => String, { nullable: true, description: 'Staff’s note on it.' }) declare note: string | null;
  @Field(() => String, { nullable: true, description: 'Who last changed its state or note (null while nobody has).' }) declare updatedBy: string | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When its state or note last changed.' }) declare updatedAt: string | null;
}

@ObjectType('SubmissionDeletion', { description: 'What a deletion of submissions did.' })
export class SubmissionDeletionType {
  @Field(() => Int, { description: 'How many submissions were deleted, with their queued deliveries and notes.' }) declare deleted: number;
  @Field(() => Int, { description: 'How many of them the e-mail provider had already received: delete them there too.' }) declare sentToProvider: number;
}

@ObjectType('EmailProviderStatus', { description: 'Whether form submissions reach the e-mail provider, in words staff can act on.' })
export class EmailProviderStatusType {
  @Field(() => EmailProviderState, { description: 'Not configured, failing or working.' }) declare state: EmailProviderState;
  @Field(() => String, { nullable: true, description: 'A plain explanation of what waits and why; null while everything works.' }) declare explanation: string | null;
  @Field(() => [SubmissionKind], { description: 'The kinds whose deliveries wait for a server setting (all of them without an API key).' }) declare waitingKinds: FormKindKey[];
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When the provider last accepted a submission.' }) declare lastSentAt: string | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When a delivery attempt last failed.' }) declare lastFailureAt: string | null;
  @Field(() => String, { nullable: true, description: 'The error of that failed attempt.' }) declare lastError: string | null;
}

@ObjectType('SubmissionPage', { description: 'One page of one kind of submission.' })
export class SubmissionPageType {
  @Field(() => [SubmissionType], { description: 'Newest first.' }) declare items: SubmissionType[];
  @Field(() => Int, { description: 'Submissions matching the search and status, on all pages.' }) declare total: number;
  @Field(() => Int, { description: 'This page’s number, from 1.' }) declare page: number;
  @Field(() => Int, { description: 'Submissions per page (at most 100).' }) declare pageSize: number;
  @Field(() => Int, { description: 'How many pages there are (at least 1).' }) declare pageCount: number;
}

@ObjectType('SubmissionKindSummary', { description: 'Counts for one kind of form.' })
export class SubmissionKindSummaryType {
  @Field(() => SubmissionKind, { description: 'The kind of form.' }) declare kind: FormKindKey;
  @Field(() => String, { description: 'Its name as staff see it, such as Waitlist.' }) declare label: string;
  @Field(() => Int, { description: 'Every submission of this kind.' }) declare total: number;
  @Field(() => Int, { description: 'Not delivered yet (waiting or sending).' }) declare waiting: number;
  @Field(() => Int, { description: 'Deliveries that failed and wait for a retry by staff.' }) declare failed: number;
  @Field(() => Int, { description: 'Submissions not yet handled or archived.' }) declare new: number;
}
