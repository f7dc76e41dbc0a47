/**
 * Input types. Every field is nullable on purpose: the services validate with the shared yup
 * schemas, so GraphQL answers the same field messages as REST instead of generic type errors.
 */
import { Field, InputType } from 'type-graphql';

@InputType('PostInput')
export class PostInputType {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) slug?: string;
  @Field(() => String, { nullable: true }) excerpt?: string;
  @Field(() => String, { nullable: true, description: 'HTML; sanitised on save.' }) content?: string;
  @Field(() => String, { nullable: true }) imageUrl?: string;
  @Field(() => [String], { nullable: true, description: 'Category names.' }) categories?: string[];
  @Field(() => String, { nullable: true, description: 'ISO 8601 date or date-time.' }) publishDate?: string;
  @Field(() => String, { nullable: true }) author?: string;
  @Field(() => String, { nullable: true, description: 'Either draft or published (the default).' }) status?: string;
}

@InputType('CategoryInput')
export class CategoryInputType {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'fuel, sport or training_phase.' }) group?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => String, { nullable: true }) slug?: string;
}

@InputType('LoginInput')
export class LoginInputType {
  @Field(() => String, { nullable: true }) username?: string;
  @Field(() => String, { nullable: true }) password?: string;
}

@InputType('WaitlistInput')
export class WaitlistInputType {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) email?: string;
}

@InputType('SuggestionInput')
export class SuggestionInputType {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: 'topic (default), expert, format or other.' }) type?: string;
  @Field(() => String, { nullable: true }) message?: string;
}

@InputType('ExpertApplicationInput')
export class ExpertApplicationInputType {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) link?: string;
  @Field(() => String, { nullable: true }) about?: string;
}

@InputType('InterestRegistrationInput')
export class InterestRegistrationInputType {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: 'group-discussions, coaching or both.' }) interest?: string;
  @Field(() => String, { nullable: true }) message?: string;
}
