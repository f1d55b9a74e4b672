// The reference page of the screens' Lighthouse reading (bench/lighthouse-screens.ts): a heading, a short table and a
// button in React 19 and Chakra UI 3, started as the client starts (web/src/main.tsx: one Chakra system compiled from
// Chakra's base config, the first render in a transition under StrictMode) and nothing of the product: no router,
// Apollo, session, menu nor data. Its system is Chakra's as it ships, the whole default theme; the client's own keeps
// only the recipes it renders (web/src/platform/app/theme.ts). What a screen costs beyond it is the product's own. The
// button reverses the table, the interaction the reading's INP compares the screens' with. Built by
// bench/reference-page-build.ts.
import { Box, Button, ChakraProvider, createSystem, defaultBaseConfig, Heading, Table } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';

const system = createSystem(defaultBaseConfig, defaultThemeConfig);

const ROWS = [
  { code: 'R001', name: 'Alpha Mart', region: 'North', grade: 'A' },
  { code: 'R002', name: 'Bravo Stores', region: 'South', grade: 'B' },
  { code: 'R003', name: 'Cedar Corner', region: 'East', grade: 'A' },
  { code: 'R004', name: 'Delta Bazaar', region: 'West', grade: 'C' },
  { code: 'R005', name: 'Echo Traders', region: 'North', grade: 'B' },
];

function ReferencePage() {
  const [ascending, setAscending] = useState(true);
  const rows = ascending ? ROWS : [...ROWS].reverse();
  return (
    <Box as="main" p="4">
      <Heading as="h1" size="lg" mb="4">
        Reference page
      </Heading>
      <Table.Root size="sm" striped aria-label="Stores">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Code</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Region</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Grade</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.code}>
              <Table.Cell>{row.code}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell>{row.region}</Table.Cell>
              <Table.Cell>{row.grade}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button mt="4" colorPalette="teal" onClick={() => setAscending((value) => !value)}>
        Reverse the order
      </Button>
    </Box>
  );
}

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <ReferencePage />
      </ChakraProvider>
    </StrictMode>,
  ),
);
