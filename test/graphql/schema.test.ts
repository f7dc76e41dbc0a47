/** src/graphql/schema.graphql is the committed print of the schema the resolvers build. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { printedSchema } from '../../src/graphql/schema.js';
import { projectRoot } from '../../src/config/project-root.js';

describe('GraphQL schema file', () => {
  it('matches the schema built from the resolvers (run `npm run schema:emit` when this fails)', async () => {
    const committed = readFileSync(join(projectRoot(), 'src', 'graphql', 'schema.graphql'), 'utf8');
    expect(committed).to.equal(await printedSchema());
  });
});
