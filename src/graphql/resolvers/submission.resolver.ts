import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { DeliveryStatusFilter, SubmissionKind } from '../types/enums.js';
import { SubmissionKindSummaryType, SubmissionPageType, SubmissionType } from '../types/submission.type.js';

const KIND = 'The kind of form.';
const STATUS = 'Only submissions whose delivery is in this state.';
const SEARCH = 'Text in the e-mail or any field, regardless of case.';
type Kind = (typeof SubmissionKind)[keyof typeof SubmissionKind];

/** Staff's view of the form submissions and their delivery to the e-mail provider. */
@Resolver()
export class SubmissionResolver {
  @Authorized()
  @Query(() => [SubmissionKindSummaryType], { description: 'Every kind of form with its counts.' })
  submissionKinds(@Ctx() { services }: GraphQLContext) {
    return services.submissions.summaries();
  }

  @Authorized()
  @Query(() => SubmissionPageType, { description: 'One kind of submission, newest first; search covers the e-mail and every field.' })
  submissions(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => SubmissionKind, { description: KIND }) kind: Kind,
    @Arg('search', () => String, { nullable: true, description: SEARCH }) search?: string,
    @Arg('status', () => DeliveryStatusFilter, { nullable: true, description: STATUS }) status?: DeliveryStatusFilter,
    @Arg('page', () => Int, { nullable: true, description: 'The page, from 1 (default 1; past the last page, the last).' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, description: 'At most 100; default 25.' }) pageSize?: number,
  ) {
    return services.submissions.list({ kind, search, status, page, pageSize });
  }

  @Authorized()
  @Query(() => String, { description: 'Every matching submission of one kind as CSV text (header row first).' })
  submissionsCsv(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => SubmissionKind, { description: KIND }) kind: Kind,
    @Arg('search', () => String, { nullable: true, description: SEARCH }) search?: string,
    @Arg('status', () => DeliveryStatusFilter, { nullable: true, description: STATUS }) status?: DeliveryStatusFilter,
  ) {
    return services.submissions.csv({ kind, search, status });
  }

  @Authorized()
  @Mutation(() => SubmissionType, { description: 'Queues a failed delivery again for a fresh round of attempts.' })
  retrySubmissionDelivery(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => SubmissionKind, { description: KIND }) kind: Kind,
    @Arg('id', () => Int, { description: 'The submission’s id within its kind.' }) id: number,
  ) {
    return services.submissions.retry(kind, id);
  }
}
