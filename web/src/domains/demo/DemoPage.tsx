// The template's routes as a living gallery of the product's own components: what each route shows
// is the real component the screens use, with sample data, so designers and developers see them in
// one place. Charts and the map load only on their own routes.
import {
  Badge,
  Box,
  Breadcrumb,
  Button,
  Card,
  Code,
  Collapsible,
  Flex,
  Heading,
  HStack,
  IconButton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { FiChevronDown, FiEdit2, FiPlus, FiTrash2 } from 'react-icons/fi';
import { useLocation } from 'react-router-dom';
import { screenAt } from '../../platform/app/screens';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { SelectField, TextField } from '../../platform/components/FormFields';
import { ActiveCheckbox } from '../../platform/components/FormShell';
import { Pager } from '../../platform/components/Pager';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';

const ChartsGallery = lazy(() => import('./ChartsGallery'));
const MapGallery = lazy(() => import('./MapGallery'));

function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="sm">{title}</Heading>
        <Text fontSize="sm" color="gray.600">
          {note}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Buttons() {
  return (
    <Section
      title="Buttons"
      note="Primary actions are teal and solid; secondary ones outline; destructive ones red and behind a confirmation."
    >
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="teal">
            <FiPlus /> Add store
          </Button>
          <Button variant="outline">Export CSV</Button>
          <Button variant="ghost">Clear filters</Button>
          <Button colorPalette="teal" loading>
            Saving
          </Button>
          <Button disabled>Disabled</Button>
        </HStack>
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label="Edit">
            <FiEdit2 />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label="Remove">
            <FiTrash2 />
          </IconButton>
        </HStack>
      </Stack>
    </Section>
  );
}

function Badges() {
  return (
    <Section title="Badges" note="Statuses across the product, always with words, never colour alone.">
      <Stack gap="2">
        <HStack gap="2">
          <Badge colorPalette="green">Active</Badge>
          <Badge colorPalette="gray">Inactive</Badge>
        </HStack>
        <HStack gap="2">
          <Badge colorPalette="blue">Planned</Badge>
          <Badge colorPalette="green">Visited</Badge>
          <Badge colorPalette="red">Missed</Badge>
          <Badge colorPalette="orange">Unplanned</Badge>
        </HStack>
        <HStack gap="2">
          <Badge colorPalette="orange">3 unsaved changes</Badge>
          <Badge colorPalette="teal">27 seen in the last 12 hours</Badge>
        </HStack>
      </Stack>
    </Section>
  );
}

function BreadcrumbPaging() {
  const [page, setPage] = useState({ page: 2, size: 50 });
  return (
    <Section
      title="Breadcrumb and paging"
      note="Where a screen sits, and the pager every list uses (sizes 25, 50, 100)."
    >
      <Stack gap="4">
        <Breadcrumb.Root>
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link href="#">Master List</Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>Store List</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Pager page={page.page} size={page.size} total={1512} onChange={setPage} />
      </Stack>
    </Section>
  );
}

function Collapse() {
  return (
    <Section title="Collapse" note="Groups of the side menu and optional detail open and close in place.">
      <Collapsible.Root defaultOpen>
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm">
            Store Check <FiChevronDown />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap="1" mt="2" ps="4">
            {['Summary', 'Detail', 'Stock Report', 'By Date', 'By Week'].map((item) => (
              <Text key={item} fontSize="sm">
                {item}
              </Text>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Section>
  );
}

function TabsPills() {
  return (
    <Section title="Tabs" note="Switching views of one subject.">
      <Tabs.Root defaultValue="quantity" variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="quantity">By quantity</Tabs.Trigger>
          <Tabs.Trigger value="value">By value</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="quantity">
          <Text fontSize="sm">Units against target.</Text>
        </Tabs.Content>
        <Tabs.Content value="value">
          <Text fontSize="sm">Value against target.</Text>
        </Tabs.Content>
      </Tabs.Root>
    </Section>
  );
}

function Typography() {
  return (
    <Section
      title="Typography"
      note="One family; sizes for page titles, panel titles, body and notes; codes in a fixed-width face."
    >
      <Stack gap="2">
        <Heading size="lg">Page title</Heading>
        <Heading size="sm">Panel title</Heading>
        <Text>Body text of a screen.</Text>
        <Text fontSize="sm" color="gray.600">
          A note under a field or a chart.
        </Text>
        <Code>ST00012</Code>
      </Stack>
    </Section>
  );
}

function FormBasic() {
  const [name, setName] = useState('');
  const [region, setRegion] = useState(0);
  const [active, setActive] = useState(true);
  return (
    <Section
      title="Form"
      note={
        'Labels above fields, the error under the field it concerns, required fields marked; ' +
        'the same fields the drawers use.'
      }
    >
      <Stack gap="3" maxW="md">
        <TextField
          label="Store name"
          required
          value={name}
          error={name.length > 0 && name.trim().length < 3 ? 'Name must be at least 3 characters' : undefined}
          onChange={setName}
        />
        <SelectField
          label="Region"
          required
          value={region}
          options={[
            { id: 1, name: 'Dhaka' },
            { id: 2, name: 'Chattogram' },
          ]}
          onChange={setRegion}
        />
        <FilterSelect
          label="Status filter"
          value="all"
          allValue="all"
          options={[{ id: 'active', name: 'Active' }]}
          onChange={() => undefined}
        />
        <ActiveCheckbox checked={active} onChange={setActive} />
      </Stack>
    </Section>
  );
}

interface SampleRow {
  store: string;
  lines: number;
  low: number;
}
const SAMPLE: SampleRow[] = [
  { store: 'ST00012 · Agora Dhaka North', lines: 42, low: 5 },
  { store: 'ST00101 · Unimart Gulshan', lines: 37, low: 9 },
  { store: 'ST00344 · Shwapno Uttara', lines: 18, low: 1 },
];
const COLUMNS: ReportColumn<SampleRow>[] = [
  { label: 'Store', value: (r) => r.store },
  { label: 'Lines', value: (r) => r.lines, numeric: true },
  { label: 'Low stock', value: (r) => r.low, numeric: true },
];

function Table() {
  return (
    <Section
      title="Data table"
      note="Numbers right-aligned and grouped, totals at the foot, highlighted rows, CSV of every row."
    >
      <ReportTable
        caption="Sample report"
        columns={COLUMNS}
        rows={SAMPLE}
        totals={{ Lines: 97, 'Low stock': 15 }}
        highlight={(r) => r.low > 5}
        csvName="sample.csv"
      />
    </Section>
  );
}

function SamplePage() {
  return (
    <Section title="Page states" note="What a screen shows while loading, with nothing to show, and when a call fails.">
      <Stack gap="4">
        <LoadingRows rows={2} />
        <EmptyState title="No stores match these filters" />
        <ErrorState message="Failed to fetch stores." onRetry={() => undefined} />
      </Stack>
    </Section>
  );
}

const GALLERY: Record<string, () => ReactNode> = {
  '/basic/button': Buttons,
  '/basic/badges': Badges,
  '/basic/breadcrumb-paging': BreadcrumbPaging,
  '/basic/collapse': Collapse,
  '/basic/tabs-pills': TabsPills,
  '/basic/typography': Typography,
  '/forms/form-basic': FormBasic,
  '/tables/bootstrap': Table,
  '/charts/nvd3': () => (
    <Suspense fallback={<LoadingRows rows={3} />}>
      <ChartsGallery />
    </Suspense>
  ),
  '/maps/google-map': () => (
    <Suspense fallback={<LoadingRows rows={3} />}>
      <MapGallery />
    </Suspense>
  ),
  '/sample-page': SamplePage,
};

export default function DemoPage() {
  const { pathname } = useLocation();
  const title = screenAt(pathname)?.title ?? 'Sample';
  const Shown = GALLERY[pathname] ?? SamplePage;
  return (
    <Box>
      <Flex mb="3">
        <Text color="gray.600" fontSize="sm">
          Component gallery: {title}. The components below are the ones the screens use.
        </Text>
      </Flex>
      <Shown />
    </Box>
  );
}
