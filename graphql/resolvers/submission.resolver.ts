import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { SubmissionKindSummaryType, SubmissionPageType, SubmissionType } from '../types/submission.type.js';

const KIND = 'waitlist, suggestion, expert_application or interest_registration.';
const STATUS = 'waiting, sending, sent or failed.';

/** Staff's view of the form submissions and their delivery to the e-mail provider. */
@Resolver()
export class SubmissionResolver {
  @Authorized()
  @Query(() => [SubmissionKindSummaryType], { description: 'The four kinds of form with their counts.' })
  submissionKinds(@Ctx() { services }: GraphQLContext) {
    return services.submissions.summaries();
  }

  @Authorized()
  @Query(() => SubmissionPageType, { description: 'One kind of submission, newest first; search covers the e-mail and every field.' })
  submissions(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => String, { description: KIND }) kind: string,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('status', () => String, { nullable: true, description: STATUS }) status?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, description: 'At most 100; default 25.' }) pageSize?: number,
  ) {
    return services.submissions.list({ kind, search, status, page, pageSize });
  }

  @Authorized()
  @Query(() => String, { description: 'Every matching submission of one kind as CSV text (header row first).' })
  submissionsCsv(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => String, { description: KIND }) kind: string,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('status', () => String, { nullable: true, description: STATUS }) status?: string,
  ) {
    return services.submissions.csv({ kind, search, status });
  }

  @Authorized()
  @Mutation(() => SubmissionType, { description: 'Queues a failed delivery again for a fresh round of attempts.' })
  retrySubmissionDelivery(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => String, { description: KIND }) kind: string,
    @Arg('id', () => Int) id: number,
  ) {
    return services.submissions.retry(kind, id);
  }
}
