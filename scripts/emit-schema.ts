// `npm run schema:emit` writes src/graphql/schema.graphql from the resolvers; commit the result.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/config/project-root.js';
import { printedSchema } from '../src/graphql/schema.js';

const file = join(projectRoot(), 'src', 'graphql', 'schema.graphql');
writeFileSync(file, await printedSchema());
console.log(`Wrote ${file}`);
