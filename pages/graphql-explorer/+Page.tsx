// https://vike.dev/Page — GET /graphql in a browser: GraphiQL from the site's own assets (the
// strict Content-Security-Policy holds: no inline or third-party scripts; Monaco's workers are
// files of the build). Only this page loads it; public pages never do (bench/page-weight.ts).
import './monaco-workers.js';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { useEffect, useState, type ComponentProps } from 'react';
import { checkSchemaAccess, postGraphQL, type SchemaAccess } from './introspection.js';
import './explorer.css';

const fetcher: ComponentProps<typeof GraphiQL>['fetcher'] = (params) => postGraphQL(params);

const DEFAULT_QUERY = `# The site's Content API: published posts, newest first, with cursors for the next page.
# Press the run button (or Ctrl-Enter); the docs are in the book icon on the left.
query LatestPosts {
  postsConnection(first: 3) {
    totalCount
    edges {
      node { title slug publishDate readingTime image { url alt } categories { name slug } }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`;

/** A link such as /graphql?query=... opens with that query in the editor. */
function urlQuery(): { initialQuery?: string } {
  const query = new URLSearchParams(window.location.search).get('query');
  return query ? { initialQuery: query } : {};
}

function Notice({ access }: { access: SchemaAccess }) {
  if (access.state === 'closed') {
    return (
      <div className="notification is-warning graphql-explorer-notice" role="status">
        <strong>The schema could not be loaded</strong>, so the explorer cannot show its documentation, check
        queries or complete them. Queries still run.
        <span className="graphql-explorer-reason"> The server said: “{access.reason}”</span>
      </div>
    );
  }
  if (access.state === 'unreachable') {
    return <div className="notification is-danger graphql-explorer-notice" role="alert">The GraphQL endpoint did not answer. Try again in a moment.</div>;
  }
  return null;
}

export default function Page() {
  const [access, setAccess] = useState<SchemaAccess>({ state: 'checking' });
  useEffect(() => {
    void checkSchemaAccess().then(setAccess);
  }, []);
  if (access.state === 'checking') return <p className="container graphql-explorer-status" role="status">Loading the GraphQL explorer…</p>;
  return (
    <div className="graphql-explorer">
      <h1 className="is-sr-only">GraphQL explorer</h1>
      <Notice access={access} />
      {/* The schema comes from the served SDL: GraphiQL never introspects (off in production for anonymous readers). */}
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} {...urlQuery()} schema={access.state === 'open' ? access.schema : null} />
    </div>
  );
}
