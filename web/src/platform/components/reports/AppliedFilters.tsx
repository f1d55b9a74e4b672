// The filters a report shows, as chips under its filter bar: what is applied (never the unapplied
// draft), each removable on its own; the dates always, since every report covers some. On paper this
// is the filter line (the bar itself is not printed).
import { Box, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useNumberFormats } from './format';
import { type DateRange, DEFAULT_WEEKS, type ReportField, type ReportFilterView } from './report-filter';

type IdField = Exclude<ReportField, 'dates' | 'weeks'>;
export type FilterNames = Partial<Record<IdField, readonly { id: number; name: string }[] | undefined>>;

const LABELS: Record<IdField, string> = {
  region: 'Region',
  city: 'City',
  channel: 'Channel',
  store: 'Store',
  grade: 'Grade',
  brand: 'Brand',
  category: 'Category',
  manager: 'Manager',
};
const ORDER: IdField[] = ['region', 'city', 'channel', 'store', 'grade', 'brand', 'category', 'manager'];

interface Chip {
  key: string;
  text: string;
  remove?: () => void;
}

export function AppliedFilters({
  fields,
  applied,
  dates,
  names,
  notes = [],
  extra = [],
  onRemove,
  onReset,
}: {
  fields: readonly ReportField[];
  applied: ReportFilterView;
  dates: DateRange;
  names: FilterNames;
  /** What else narrows the report, not removable here (a manager's own brands). */
  notes?: readonly string[];
  /** The screen's own choices, each removable on its own. */
  extra?: readonly Required<Chip>[];
  onRemove: (change: Partial<ReportFilterView>) => void;
  /** Back to the screen's defaults (every filter off, the default dates). */
  onReset: () => void;
}) {
  const formats = useNumberFormats();
  const chips: Chip[] = notes.map((text) => ({ key: text, text }));
  for (const field of ORDER) {
    const value = applied[field];
    if (!fields.includes(field) || !value) continue;
    const name = names[field]?.find((option) => option.id === value)?.name ?? `#${value}`;
    chips.push({ key: field, text: `${LABELS[field]}: ${name}`, remove: () => onRemove({ [field]: 0 }) });
  }
  chips.push(...extra);
  if (fields.includes('dates') && dates.from) {
    const custom = Boolean(applied.from || applied.to);
    chips.push({
      key: 'dates',
      text: `Dates: ${formats.date(dates.from)} – ${formats.date(dates.to)}`,
      remove: custom ? () => onRemove({ from: '', to: '' }) : undefined,
    });
  }
  if (fields.includes('weeks')) {
    const custom = applied.fromWeek !== DEFAULT_WEEKS.fromWeek || applied.toWeek !== DEFAULT_WEEKS.toWeek;
    chips.push({
      key: 'weeks',
      text: `Weeks: ${applied.fromWeek} – ${applied.toWeek}`,
      remove: custom ? () => onRemove({ ...DEFAULT_WEEKS }) : undefined,
    });
  }
  if (chips.length === 0) return null;
  return (
    <Flex as="ul" aria-label="Applied filters" gap="2" wrap="wrap" mt="2" listStyleType="none" align="center">
      <Text as="li" fontSize="xs" color="fg.muted">
        Showing:
      </Text>
      {chips.map((chip) => (
        <Box
          as="li"
          key={chip.key}
          display="flex"
          alignItems="center"
          gap="1"
          fontSize="xs"
          bg="teal.subtle"
          color="teal.fg"
          rounded="full"
          ps="2.5"
          pe={chip.remove ? '0.5' : '2.5'}
          py="0.5"
        >
          {chip.text}
          {chip.remove && (
            <CloseButton
              size="2xs"
              rounded="full"
              aria-label={`Remove ${chip.text}`}
              data-print="hide"
              onClick={chip.remove}
            />
          )}
        </Box>
      ))}
      {chips.some((chip) => chip.remove) && (
        <Box as="li" data-print="hide">
          <Button size="2xs" variant="ghost" onClick={onReset}>
            Reset
          </Button>
        </Box>
      )}
    </Flex>
  );
}
