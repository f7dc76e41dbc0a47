/**
 * Input types. Every field is nullable on purpose: the services validate with the shared yup
 * schemas, so GraphQL answers the same field messages as REST instead of generic type errors.
 * Closed sets are enums (a value outside them is refused before the service runs, naming the
 * field); publishDate stays a String because the form sends a date alone (2026-03-01) as well as
 * a date-time, which the DateTime scalar would refuse.
 */
import { Field, InputType } from 'type-graphql';
import { postFieldsOn } from '../../shared/post-shape.js';
import { ApiKeyScope, CategoryGroup } from './enums.js';
import { declarePostInputFields } from './post-shape-fields.js';

@InputType('PostInput', { description: 'The post form (docs/product.md §7): every field is checked by the server with the form’s messages.' })
export class PostInputType {}
declarePostInputFields(PostInputType, postFieldsOn('input'));

@InputType('CategoryInput', { description: 'The category form (docs/product.md §7).' })
export class CategoryInputType {
  @Field(() => String, { nullable: true, description: 'The display name (required, unique regardless of case).' }) name?: string;
  @Field(() => CategoryGroup, { nullable: true, description: 'The group to list it under (required).' }) group?: CategoryGroup;
  @Field(() => String, { nullable: true, description: 'A short description (optional).' }) description?: string;
  @Field(() => String, { nullable: true, description: 'The URL name (required, unique).' }) slug?: string;
}

@InputType('LoginInput', { description: 'The admin login form.' })
export class LoginInputType {
  @Field(() => String, { nullable: true, description: 'The admin’s username (required).' }) username?: string;
  @Field(() => String, { nullable: true, description: 'The admin’s password (required).' }) password?: string;
  @Field(() => String, { nullable: true, description: 'Once two-factor sign-in is on: the 6-digit code from the authenticator app, or an unused recovery code.' }) code?: string;
}

// The public forms' input types are built from their declarations (graphql/resolvers/form.resolver.ts).

@InputType('ApiKeyInput', { description: 'The admin’s Create API key form.' })
export class ApiKeyInputType {
  @Field(() => String, { nullable: true, description: 'A name to recognise the key by, such as the site or integration using it (required, at most 100 characters).' }) name?: string;
  @Field(() => ApiKeyScope, { nullable: true, description: 'content (published content only), preview (also drafts, read-only) or admin (required; a staff session only).' }) scope?: ApiKeyScope;
  @Field(() => [String], { nullable: true, description: 'Browser origins the key may be used from, such as https://www.example.org; a page of any other origin is refused (403). Empty or left out: any origin.' }) allowedOrigins?: string[];
}
