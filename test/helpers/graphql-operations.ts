/**
 * Builds a minimal valid request for any root field of a schema: every required argument gets a
 * plausible value of its type, and object results select __typename. The GraphQL auth test uses
 * it to call operations it has never heard of.
 */
import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isAbstractType,
  type GraphQLField, type GraphQLInputType, type GraphQLSchema,
} from 'graphql';

export type RootKind = 'Query' | 'Mutation';

export interface RootOperation {
  kind: RootKind;
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const roots: Array<[RootKind, ReturnType<GraphQLSchema['getQueryType']>]> = [
    ['Query', schema.getQueryType()], ['Mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, type]) => Object.values(type?.getFields() ?? {}).map((field) => ({ kind, name: field.name, field })));
}

/** A value for a custom scalar, guessed from its name (graphql-scalars' names included). */
function scalarValue(name: string): unknown {
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return false;
  if (/date|time/i.test(name)) return '2026-01-01T00:00:00.000Z';
  if (/json|object/i.test(name)) return {};
  if (/email/i.test(name)) return 'someone@example.com';
  if (/url|uri/i.test(name)) return 'https://example.com/';
  if (/positive|nonnegative|int|number/i.test(name)) return 1;
  return '1';
}

/** A value for an input type; only required parts are filled in. */
export function sampleValue(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sampleValue(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]?.name;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type);
    }
    return value;
  }
  return scalarValue(getNamedType(inner).name);
}

/** `query Op($a: Int!) { field(a: $a) { __typename } }` with its variables. */
export function minimalRequest(operation: RootOperation): { query: string; variables: Record<string, unknown> } {
  const required = operation.field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(operation.field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const keyword = operation.kind === 'Query' ? 'query' : 'mutation';
  const query = `${keyword} Probe${declarations ? `(${declarations})` : ''} { ${operation.name}${call ? `(${call})` : ''}${selection} }`;
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)]));
  return { query, variables };
}
