/**
 * Issue 9 point 6, GraphQL half: every argument and input field of every operation (found in the
 * schema) gets every value of the corpus (hostile-input.ts), as an anonymous visitor and as a
 * logged-in admin: never a 5xx or INTERNAL_SERVER_ERROR, and a refused call stores nothing.
 */
import { expect } from 'chai';
import { getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import request from 'supertest';
import { getSchema } from '../../graphql/schema.js';
import { minimalRequest, rootOperations } from '../helpers/graphql-operations.js';
import { HOSTILE, startFuzzTarget, VIEWERS, type FuzzTarget } from './hostile-input.js';

describe('hostile input over GraphQL: no 5xx anywhere, nothing stored from a refused call', function () {
  this.timeout(600_000);
  let fuzz: FuzzTarget;
  before(async () => { fuzz = await startFuzzTarget(); });
  after(() => fuzz?.close());

  for (const viewer of VIEWERS) {
    it(`GraphQL, as ${viewer}: every operation, every argument and input field, every hostile value`, async () => {
      const client = await fuzz.client(viewer);
      const operations = rootOperations(await getSchema()).filter((operation) => !(viewer === 'admin' && operation.name === 'logout'));
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
        const inputs: Array<[string, (value: unknown) => Record<string, unknown>]> = [];
        for (const arg of args) {
          inputs.push([arg.name, (value) => ({ ...variables, [arg.name]: value })]);
          const named = getNamedType(arg.type as GraphQLInputType);
          if (isInputObjectType(named)) {
            for (const field of Object.keys(named.getFields())) {
              inputs.push([`${arg.name}.${field}`, (value) => ({ ...variables, [arg.name]: { ...(variables[arg.name] as object), [field]: value } })]);
            }
          }
        }
        for (const [input, withValue] of inputs) {
          for (const [name, value] of HOSTILE) {
            const res = await (client as request.Agent).post('/graphql').send({ query: fullQuery, variables: withValue(value) });
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
      expect(sent).to.be.greaterThan(500);
    });
  }
});
