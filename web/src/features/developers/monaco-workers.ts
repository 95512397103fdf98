/**
 * Monaco's web workers for GraphiQL, built by Vite from our own sources (`?worker`), so the
 * playground needs no CDN. Set up here rather than through `graphiql/setup-workers/vite`: Vite's
 * dev-server dependency pre-bundling cannot follow `?worker` imports inside node_modules.
 */
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

const environment: Environment = {
  getWorker(_workerId, label) {
    if (label === 'graphql') return new GraphQLWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};
window.MonacoEnvironment = environment;
