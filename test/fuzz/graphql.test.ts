/**
 * Issue 9 point 6, GraphQL half: every argument and input field of every operation (found in the
 * schema) gets the values of the corpus (hostile-input.ts; see corpusFor), as an anonymous visitor and as a
 * logged-in admin: never a 5xx or INTERNAL_SERVER_ERROR, and a refused call stores nothing.
 */
import { expect } from 'chai';
import { getNamedType, getVariableValues, isEnumType, isInputObjectType, isSpecifiedScalarType, parse, type GraphQLInputType, type GraphQLNamedType, type OperationDefinitionNode } from 'graphql';
import { getSchema } from '../../src/graphql/schema.js';
import { minimalRequest, rootOperations } from '../helpers/graphql-operations.js';
import { HOSTILE, startFuzzTarget, VIEWERS, type FuzzTarget } from './hostile-input.js';

/** JSON's kinds of value: graphql-js refuses a value of the wrong kind for a built-in scalar or an enum whatever the value. */
function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** The corpus's values that are about size: each is always sent, as limits are checked at several layers. */
const SIZE_PROBES = new Set(['long string', 'huge array', 'deep nesting']);

/**
 * The values to send to an input of `type`: all of them, except that for a built-in scalar or an
 * enum a value its type refuses is sent only as the first of its JSON kind (and the size probes):
 * graphql-js refuses `1.5`, `true` and `"NaN"` for an `Int` before any code of ours runs, with the
 * same 400, and sending each (a third of the calls) tested graphql-js rather than us. Every value the
 * type accepts, and every value for our own scalars and input objects, still goes to the server.
 */
function corpusFor(type: GraphQLNamedType, accepted: (value: unknown) => boolean): Array<[string, unknown]> {
  if (!isSpecifiedScalarType(type) && !isEnumType(type)) return HOSTILE;
  const refusedKinds = new Set<string>();
  return HOSTILE.filter(([name, value]) => {
    if (SIZE_PROBES.has(name) || accepted(value)) return true;
    const kind = kindOf(value);
    if (refusedKinds.has(kind)) return false;
    refusedKinds.add(kind);
    return true;
  });
}

describe('hostile input over GraphQL: no 5xx anywhere, nothing stored from a refused call', function () {
  this.timeout(600_000);
  let fuzz: FuzzTarget;
  before(async () => { fuzz = await startFuzzTarget(); });
  after(() => fuzz?.close());

  for (const viewer of VIEWERS) {
    it(`GraphQL, as ${viewer}: every operation, every argument and input field, every hostile value`, async () => {
      const client = await fuzz.client(viewer);
      const schema = await getSchema();
      const operations = rootOperations(schema).filter((operation) => !(viewer === 'admin' && operation.name === 'logout'));
      let sent = 0;
      // Row counts before each call: the last counts taken, refreshed after every call that was not refused.
      let stored = await fuzz.counts();
      for (const operation of operations) {
        const { query, variables } = minimalRequest(operation);
        // Every argument as a variable (optional ones too), so each can carry the hostile value.
        const args = operation.field.args;
        const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const fullQuery = args.length ? query.replace(/^(query|mutation) Probe(\([^)]*\))?/, `$1 Probe(${declarations})`).replace(new RegExp(`${operation.name}(\\([^)]*\\))?`), `${operation.name}(${call})`) : query;
        const definitions = (parse(fullQuery).definitions[0] as OperationDefinitionNode).variableDefinitions ?? [];
        const inputs: Array<[string, GraphQLNamedType, (value: unknown) => Record<string, unknown>]> = [];
        for (const arg of args) {
          const named = getNamedType(arg.type as GraphQLInputType);
          inputs.push([arg.name, named, (value) => ({ ...variables, [arg.name]: value })]);
          if (isInputObjectType(named)) {
            for (const [field, { type }] of Object.entries(named.getFields())) {
              inputs.push([`${arg.name}.${field}`, getNamedType(type), (value) => ({ ...variables, [arg.name]: { ...(variables[arg.name] as object), [field]: value } })]);
            }
          }
        }
        for (const [input, type, withValue] of inputs) {
          for (const [name, value] of corpusFor(type, (candidate) => !('errors' in getVariableValues(schema, definitions, withValue(candidate), { maxErrors: 1 })))) {
            const res = await client.send('post', '/graphql', { query: fullQuery, variables: withValue(value) });
            sent++;
            const label = `${viewer} ${operation.kind}.${operation.name} ${input}=${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
            expect(res.status, label).to.be.below(500);
            const codes = (res.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
            expect(codes, label).to.not.include('INTERNAL_SERVER_ERROR');
            if (res.status >= 400 || res.body.errors) expect(await fuzz.counts(), `${label} stored something`).to.deep.equal(stored);
            else stored = await fuzz.counts();
          }
        }
      }
      // The walk reached the schema: some 60 inputs and arguments took the corpus (the whole or the quick one).
      expect(sent).to.be.greaterThan(HOSTILE.length * 60);
    });
  }
});
