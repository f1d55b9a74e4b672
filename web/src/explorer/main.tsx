// The analysts' GraphQL explorer at /explorer: GraphiQL bundled from the installed package (no CDN),
// served by the gateway to signed-in members only; queries go to /graphql with the session cookie,
// so they meet the same page checks as the screens. The Docs pane shows the schema's descriptions.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

export const EXAMPLE_QUERY = `# Welcome to the FieldPulse API. Press Ctrl+Enter (or the run button) to run a query;
# open the Docs pane for every type and field, with what each one means.
# Lists answer { total, items }; the report queries take one ReportFilter.
# The same query as CSV: POST it to /api/export.csv (see the README, "For analysts").

query StoresOfARegion {
  stores(filter: { regionId: 1, active: true }, limit: 20) {
    total
    items {
      code
      name
      city { name }
      grade { name }
    }
  }
}
`;

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

function Explorer() {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={EXAMPLE_QUERY}
      isHeadersEditorEnabled={false}
      shouldPersistHeaders={false}
    >
      <GraphiQL.Logo>
        {/* The way back to the product, in words: the explorer has no menu of its own. */}
        <span style={{ display: 'inline-flex', alignItems: 'baseline', gap: '0.75rem' }}>
          FieldPulse API
          <a href="/app/dashboard/default" style={{ fontSize: '0.8rem', color: 'inherit' }}>
            ← Back to FieldPulse
          </a>
        </span>
      </GraphiQL.Logo>
    </GraphiQL>
  );
}

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
