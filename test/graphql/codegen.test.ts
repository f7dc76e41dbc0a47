/**
 * The browser's GraphQL types (pages/_graphql/generated) are generated from src/graphql/schema.graphql
 * and the operations in pages/_graphql/operations: regenerating them in memory must give the
 * committed files exactly (run `npm run codegen` when this fails).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { GENERATED_DIR, generateClientTypes } from '../../scripts/graphql-codegen.js';
import { projectRoot } from '../../src/config/project-root.js';

describe('GraphQL client types (codegen)', function () {
  this.timeout(60_000);

  it('match what codegen makes from schema.graphql and the operations (run `npm run codegen` when this fails)', async () => {
    const root = projectRoot();
    const generated = await generateClientTypes(root);
    expect([...generated.keys()].sort()).to.deep.equal(readdirSync(join(root, GENERATED_DIR)).map((name) => GENERATED_DIR + name).sort());
    for (const [file, content] of generated) expect(readFileSync(join(root, file), 'utf8'), file).to.equal(content);
  });

  it('type every operation the admin screens send, its variables with the schema’s enums', async () => {
    const types = readFileSync(join(projectRoot(), GENERATED_DIR, 'graphql.ts'), 'utf8');
    for (const name of ['AdminPostsQuery', 'CreatePostMutation', 'AdminCategoriesQuery', 'AdminSessionQuery', 'SubmissionsQuery', 'RetrySubmissionDeliveryMutation']) {
      expect(types, name).to.match(new RegExp(`export type ${name} = `));
    }
    expect(types).to.match(/export type AdminPostsQueryVariables = Exact<\{\s*search\?: string \| null \| undefined;\s*sort\?: AdminPostSort \| null \| undefined;/);
    expect(types).to.match(/export type PostStatus =[^;]*'draft'[^;]*'published';/);
  });
});
