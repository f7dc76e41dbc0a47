// Monaco's workers for GraphiQL, registered from the site's own source. graphiql's
// `setup-workers/vite` does the same from inside node_modules, where Vite's dev-server dependency
// optimizer cannot load `?worker` imports and stops (`npm run dev` then hydrates no page at all);
// here Vite's worker plugin bundles them, in dev and in the build alike.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

const monacoGlobal = globalThis as typeof globalThis & { MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker } };

monacoGlobal.MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
