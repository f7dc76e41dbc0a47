import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { DeliveryStatusFilter, SubmissionDeleteReason, SubmissionKind, SubmissionState, SubmissionStateFilter } from '../types/enums.js';
import { EmailProviderStatusType, SubmissionDeletionType, SubmissionKindSummaryType, SubmissionPageType, SubmissionType } from '../types/submission.type.js';

const KIND = 'The kind of form.';
const STATUS = 'Only submissions whose delivery is in this state.';
const SEARCH = 'Text in the e-mail or any field, regardless of case.';
const STATE = 'Only submissions in this inbox state (open: new or handled).';
const IDS = 'The submissions’ ids within their kind (1 to 100).';
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
    @Arg('state', () => SubmissionStateFilter, { nullable: true, description: STATE }) state?: SubmissionStateFilter,
  ) {
    return services.submissions.list({ kind, search, status, page, pageSize, state });
  }

  @Authorized()
  @Query(() => EmailProviderStatusType, { description: 'Whether submissions reach the e-mail provider, and if not, why in plain words.' })
  emailProviderStatus(@Ctx() { services }: GraphQLContext) {
    return services.emailProvider.status();
  }

  @Authorized()
  @Query(() => String, { description: 'Every matching submission of one kind as CSV text (header row first).' })
  submissionsCsv(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => SubmissionKind, { description: KIND }) kind: Kind,
    @Arg('search', () => String, { nullable: true, description: SEARCH }) search?: string,
    @Arg('status', () => DeliveryStatusFilter, { nullable: true, description: STATUS }) status?: DeliveryStatusFilter,
    @Arg('state', () => SubmissionStateFilter, { nullable: true, description: STATE }) state?: SubmissionStateFilter,
  ) {
    return services.submissions.csv({ kind, search, status, state });
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

  @Authorized()
  @Mutation(() => [SubmissionType], { description: 'Moves submissions of one kind to an inbox state; answers them as they are now, newest first.' })
  setSubmissionState(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => SubmissionKind, { description: KIND }) kind: Kind,
    @Arg('ids', () => [Int], { description: IDS }) ids: number[],
    @Arg('state', () => SubmissionState, { description: 'The state to move them to.' }) state: SubmissionState,
  ) {
    return services.submissions.setState(kind, ids, state);
  }

  @Authorized()
  @Mutation(() => SubmissionType, { description: 'Keeps a note on a submission; an empty or null note removes it.' })
  setSubmissionNote(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => SubmissionKind, { description: KIND }) kind: Kind,
    @Arg('id', () => Int, { description: 'The submission’s id within its kind.' }) id: number,
    @Arg('note', () => String, { nullable: true, description: 'At most 2000 characters.' }) note: string | null,
  ) {
    return services.submissions.setNote(kind, id, note ?? null);
  }

  @Authorized()
  @Mutation(() => SubmissionDeletionType, { description: 'Deletes submissions for good, with their queued deliveries and notes; the audit log records each (as an erasure request when that is the reason), without the person’s data.' })
  deleteSubmissions(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => SubmissionKind, { description: KIND }) kind: Kind,
    @Arg('ids', () => [Int], { description: IDS }) ids: number[],
    @Arg('reason', () => SubmissionDeleteReason, { description: 'Why: erasure (the person asked) or other.' }) reason: SubmissionDeleteReason,
  ) {
    return services.submissions.delete(kind, ids, reason);
  }
}
