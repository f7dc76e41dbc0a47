/** The request builder the GraphQL auth test relies on makes valid calls for any argument shape. */
import { expect } from 'chai';
import { buildSchema, validate, parse } from 'graphql';
import { minimalRequest, rootOperations } from '../helpers/graphql-operations.js';

const schema = buildSchema(`
  scalar DateTimeISO
  enum Kind { WAITLIST SUGGESTION }
  input Filter { kind: Kind!, from: DateTimeISO!, tags: [String!]!, note: String, nested: Inner! }
  input Inner { limit: Int!, ratio: Float }
  type Thing { id: Int! }
  type Query { things(filter: Filter!, page: Int, ids: [Int!]!): [Thing!]!, count(kind: Kind!): Int!, ping: String }
  type Mutation { retry(id: ID!, force: Boolean!): Thing }
`);

describe('minimalRequest (test helper)', () => {
  it('builds a valid request for every root field, filling in only required arguments', () => {
    const operations = rootOperations(schema);
    expect(operations.map((operation) => `${operation.kind}.${operation.name}`)).to.deep.equal(['Query.things', 'Query.count', 'Query.ping', 'Mutation.retry']);
    for (const operation of operations) {
      const { query } = minimalRequest(operation);
      expect(validate(schema, parse(query)), query).to.deep.equal([]);
    }
    const things = minimalRequest(operations[0]);
    expect(things.query).to.equal('query Probe($filter: Filter!, $ids: [Int!]!) { things(filter: $filter, ids: $ids) { __typename } }');
    expect(things.variables).to.deep.equal({
      filter: { kind: 'WAITLIST', from: '2026-01-01T00:00:00.000Z', tags: ['1'], nested: { limit: 1 } }, ids: [1],
    });
    expect(minimalRequest(operations[2]).query).to.equal('query Probe { ping }');
    expect(minimalRequest(operations[3]).variables).to.deep.equal({ id: '1', force: false });
  });
});
