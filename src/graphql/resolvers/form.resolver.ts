/**
 * One mutation per public form kind, built from the declarations (src/shared/forms): its name
 * (e.g. joinWaitlist), its input type (`<Kind>Input`, every field a nullable String so the
 * service answers the same field messages as REST) and the same service call as
 * POST /api/klaviyo/<path>. type-graphql's decorators are applied in a loop with explicit
 * types: esbuild emits no decorator metadata.
 */
import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { FORM_KINDS, formApiPath, graphQLInputName, optionsInWords, type FormKind } from '../../shared/forms/index.js';
import type { GraphQLContext } from '../context.js';
import { SubmissionResultType } from '../types/session.type.js';

/** `expert_application` → "expert application". */
const words = (form: FormKind) => form.kind.replace(/_/g, ' ');

function inputTypeOf(form: FormKind): new () => object {
  const name = graphQLInputName(form);
  const input = { [name]: class {} }[name]!;
  for (const field of form.fields) {
    const options = optionsInWords(field);
    Field(() => String, { nullable: true, description: options ? `${field.label}: ${options}` : `${field.label}.` })(input.prototype, field.key);
  }
  InputType(name, { description: `The ${words(form)} form’s fields (checked as POST ${formApiPath(form)} checks them).` })(input);
  return input;
}

export class FormResolver {}

for (const form of FORM_KINDS) {
  const name = form.mutation;
  const input = inputTypeOf(form);
  const prototype = FormResolver.prototype as unknown as Record<string, unknown>;
  // Each mutation field is one submission for the rate limit, aliases included.
  prototype[name] = function submit({ services, clientIp }: GraphQLContext, input: Record<string, unknown>) {
    return services.forms.submit(form.kind, { ...input }, { clientIp });
  };
  const description = `Stores a ${words(form)} submission for forwarding to the e-mail provider; BAD_USER_INPUT with field messages.`;
  Mutation(() => SubmissionResultType, { name, description })(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
  Ctx()(prototype, name, 0);
  Arg('input', () => input, { description: 'The form’s fields.' })(prototype, name, 1);
}
Resolver()(FormResolver);
