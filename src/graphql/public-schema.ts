/**
 * The schema an outside developer may see: the root fields anyone may call (PUBLIC_OPERATIONS,
 * which test/graphql/auth-enumeration.test.ts holds every other root field to refuse), without the
 * fields of public types that are staff only (@Authorized field resolvers), and only the types
 * those reach. Served as SDL at GET /graphql/schema.graphql for codegen; staff (a session or an
 * admin key) get the whole schema there.
 */
import { buildASTSchema, GraphQLSchema, Kind, lexicographicSortSchema, parse, printSchema, visit, type DocumentNode } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { PUBLIC_OPERATIONS } from './auth-checker.js';
import { getSchema } from './schema.js';

/** "Type.field" of every @Authorized field that is not a root field, read from type-graphql's metadata. */
function staffOnlyFields(): Set<string> {
  const storage = getMetadataStorage();
  const typeName = (target: object | undefined) => storage.objectTypes.find((type) => type.target === target)?.name;
  const staffOnly = new Set<string>();
  for (const { target, fieldName } of storage.authorizedFields) {
    const resolver = storage.fieldResolvers.find((field) => field.target === target && field.methodName === fieldName);
    const owner = resolver ? typeName(resolver.getObjectType?.()) : typeName(target);
    const name = resolver ? resolver.schemaName : storage.fields.find((field) => field.target === target && field.name === fieldName)?.schemaName;
    if (owner && name) staffOnly.add(`${owner}.${name}`);
  }
  return staffOnly;
}

function publicDocument(full: GraphQLSchema): DocumentNode {
  const staffOnly = staffOnlyFields();
  const roots: Record<string, readonly string[]> = { Query: PUBLIC_OPERATIONS.Query, Mutation: PUBLIC_OPERATIONS.Mutation };
  return visit(parse(printSchema(full)), {
    [Kind.OBJECT_TYPE_DEFINITION](node) {
      const type = node.name.value;
      const fields = (node.fields ?? []).filter((field) => (roots[type] ? roots[type].includes(field.name.value) : !staffOnly.has(`${type}.${field.name.value}`)));
      return { ...node, fields };
    },
  });
}

let printed: Promise<{ public: string; full: string }> | undefined;

/** Both prints, made once per process (the schema does not change while it runs). */
export function schemaPrints(): Promise<{ public: string; full: string }> {
  printed ??= getSchema().then((full) => {
    const built = buildASTSchema(publicDocument(full));
    // A schema made from its root types holds only the types they reach: admin types drop out.
    const reachable = new GraphQLSchema({ query: built.getQueryType(), mutation: built.getMutationType(), description: built.description });
    return { public: printSchema(lexicographicSortSchema(reachable)) + '\n', full: printSchema(lexicographicSortSchema(full)) + '\n' };
  });
  return printed;
}
