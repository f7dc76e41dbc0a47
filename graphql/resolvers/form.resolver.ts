import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { ExpertApplicationInputType, InterestRegistrationInputType, SuggestionInputType, WaitlistInputType } from '../types/inputs.js';
import { SubmissionResultType } from '../types/session.type.js';

/** The four public forms, with the same rules and messages as /api/klaviyo/*. */
@Resolver()
export class FormResolver {
  @Mutation(() => SubmissionResultType)
  joinWaitlist(@Ctx() { services }: GraphQLContext, @Arg('input', () => WaitlistInputType) input: WaitlistInputType) {
    return services.forms.joinWaitlist({ ...input });
  }

  @Mutation(() => SubmissionResultType)
  submitSuggestion(@Ctx() { services }: GraphQLContext, @Arg('input', () => SuggestionInputType) input: SuggestionInputType) {
    return services.forms.suggest({ ...input });
  }

  @Mutation(() => SubmissionResultType)
  submitExpertApplication(@Ctx() { services }: GraphQLContext, @Arg('input', () => ExpertApplicationInputType) input: ExpertApplicationInputType) {
    return services.forms.applyAsExpert({ ...input });
  }

  @Mutation(() => SubmissionResultType)
  registerInterest(@Ctx() { services }: GraphQLContext, @Arg('input', () => InterestRegistrationInputType) input: InterestRegistrationInputType) {
    return services.forms.registerInterest({ ...input });
  }
}
