/**
 * GraphQL fields from the post's one declaration (src/shared/post-shape.ts): the object types and
 * PostInput get their post fields here, applied with type-graphql's decorators in a loop, so a
 * field declared there appears on every type whose surface it names.
 */
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int } from 'type-graphql';
import { POST_FIELDS, graphqlNameOf, type PostFieldKind, type PostFieldName, type PostFieldSpec } from '../../shared/post-shape.js';
import { CategoryType } from './category.type.js';
import { PostStatus } from './enums.js';

type GraphQLTypeOf = () => unknown;

const OUTPUT_TYPES: Partial<Record<PostFieldKind, GraphQLTypeOf>> = {
  int: () => Int,
  string: () => String,
  date: () => GraphQLDateTime,
  status: () => PostStatus,
  names: () => [String],
  categories: () => [CategoryType],
};

// Every input field is nullable and a date is a String: the services check the input with the
// shared yup schema, so GraphQL answers the form's messages (see inputs.ts).
const INPUT_TYPES: Partial<Record<PostFieldKind, GraphQLTypeOf>> = { ...OUTPUT_TYPES, date: () => String };

function typeOf(types: Partial<Record<PostFieldKind, GraphQLTypeOf>>, name: PostFieldName): GraphQLTypeOf {
  const type = types[POST_FIELDS[name].kind];
  // The featured image is a field resolver (post-fields.resolver.ts), never a stored value.
  if (!type) throw new Error(`The post field ${name} has no GraphQL type of its own`);
  return type;
}

/** Puts the named post fields on an object type, under their GraphQL names. */
export function declarePostFields(
  target: { prototype: object }, names: readonly PostFieldName[], describe: (field: PostFieldSpec) => string = (field) => field.description,
): void {
  for (const name of names) {
    const field: PostFieldSpec = POST_FIELDS[name];
    const schemaName = graphqlNameOf(name);
    Field(typeOf(OUTPUT_TYPES, name) as never, { nullable: field.nullable ?? false, description: describe(field), ...(schemaName !== name && { name: schemaName }) })(target.prototype, name);
  }
}

/** Puts the named post fields on an input type, every one nullable. */
export function declarePostInputFields(target: { prototype: object }, names: readonly PostFieldName[]): void {
  for (const name of names) {
    const field: PostFieldSpec = POST_FIELDS[name];
    Field(typeOf(INPUT_TYPES, name) as never, { nullable: true, description: field.inputDescription ?? field.description })(target.prototype, name);
  }
}
