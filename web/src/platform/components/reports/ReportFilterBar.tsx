// The filter bar every report screen shares, on one row: the main filters and the dates (with
// presets on the business calendar), the rest behind "More filters". Edited as a draft and applied on
// demand (Apply or Enter) into the URL, so the report reloads as seen; a draft that differs from what
// the report shows says so. A screen's own controls (a month, an opening day) sit inside the bar.

import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, Flex, Input, NativeSelect, Switch, Text } from '@chakra-ui/react';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { FiChevronDown, FiChevronUp, FiFilter } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { useBusinessToday } from '../business-day';
import { DateField } from '../DateField';
import { FilterSelect } from '../FilterSelect';
import { PAGE_PARAM } from '../list-state';
import { CategoryOptionsQuery, CityOptionsQuery, ReportPickersQuery, StoreOptionsQuery } from '../pickers.documents';
import type { SearchOption } from '../search-text';
import { useUrlRepair } from '../url-repair';
import { AppliedFilters, type FilterNames } from './AppliedFilters';
import { CalendarFailure } from './CalendarFailure';
import { DATE_PRESETS, type DatePreset, DEFAULT_RANGE, presetRange, rangeChoice } from './date-presets';
import {
  checkReportFilter,
  type DateRange,
  EMPTY_REPORT_FILTER,
  effectiveDates,
  MAX_REPORT_DAYS,
  parseReportFilter,
  type ReportField,
  type ReportFilterView,
  repairReportFilter,
  serializeReportFilter,
  withReportChange,
} from './report-filter';
import { useReportScope } from './scope';

// Loaded with "More filters" (where it is drawn), so a report's first screen does not carry the combobox.
const SearchPicker = lazy(() => import('../SearchPicker').then((module) => ({ default: module.SearchPicker })));

/** Filters shown on the bar's row; the others open with "More filters". */
const MAIN_FIELDS: readonly ReportField[] = ['region', 'brand', 'dates', 'weeks'];
const LABEL = { fontSize: 'xs', color: 'fg.muted' } as const;

/**
 * A screen's own choice among its rows (an issue's status), a secondary filter of the bar: drafted, applied,
 * shown as a chip and reset with the others, held in the URL under `param` (0 or absent = all).
 */
export interface ScreenChoice {
  param: string;
  label: string;
  /** `parent`: the value of the `dependsOn` choice this option belongs to (an activity category's type). */
  options: readonly { id: number; name: string; parent?: number }[];
  /**
   * Another choice's param that narrows this one (a cascade): its options are those of the chosen parent,
   * it is off until a parent is chosen, and changing or removing the parent clears it.
   */
  dependsOn?: string;
}
type ChoiceValues = Record<string, number>;
const choiceValues = (choices: readonly ScreenChoice[], params: URLSearchParams): ChoiceValues => {
  const values: ChoiceValues = Object.fromEntries(
    choices.map(({ param }) => [param, Math.max(0, Math.trunc(Number(params.get(param)))) || 0]),
  );
  for (const { param, dependsOn } of choices) if (dependsOn && !values[dependsOn]) values[param] = 0;
  return values;
};
/** A choice set to `value`, and the choices that depend on it (in turn) cleared. */
const withChoice = (choices: readonly ScreenChoice[], values: ChoiceValues, param: string, value: number) => {
  const next = { ...values, [param]: value };
  const queue = [param];
  for (let changed = queue.shift(); changed !== undefined; changed = queue.shift()) {
    for (const choice of choices) {
      if (choice.dependsOn !== changed || !next[choice.param]) continue;
      next[choice.param] = 0;
      queue.push(choice.param);
    }
  }
  return next;
};

/** The applied filter of the current URL. */
export function useReportFilter(): ReportFilterView {
  const [params] = useSearchParams();
  return parseReportFilter(params);
}

export interface ReportFilterBarProps {
  fields: readonly ReportField[];
  defaultDates?: (today: string) => DateRange;
  /** The name of `defaultDates` when no preset is that range: the range select opens on it rather than Custom. */
  defaultDatesLabel?: string;
  /** The screen's own controls on the bar's row (applied at once). */
  lead?: ReactNode;
  /** The screen's own secondary controls, with the other filters behind "More filters". */
  more?: ReactNode;
  /** The screen's own choices, secondary filters like the others. */
  choices?: readonly ScreenChoice[];
  /** The longest date range the screen's query takes (default: a report's 366 days). */
  maxDays?: number;
}

const NO_CHOICES: readonly ScreenChoice[] = [];

export function ReportFilterBar({
  fields,
  defaultDates,
  defaultDatesLabel,
  lead,
  more,
  choices = NO_CHOICES,
  maxDays = MAX_REPORT_DAYS,
}: ReportFilterBarProps) {
  useUrlRepair(
    (params) => repairReportFilter(params, maxDays),
    'Showing the report with its defaults for those instead.',
  );
  const [params, setParams] = useSearchParams();
  const applied = parseReportFilter(params);
  const [draft, setDraft] = useState(applied);
  const appliedKey = serializeReportFilter(applied).toString();
  useEffect(() => setDraft(parseReportFilter(new URLSearchParams(appliedKey))), [appliedKey]);
  const appliedChoices = choiceValues(choices, params);
  const choicesKey = JSON.stringify(appliedChoices);
  const [draftChoices, setDraftChoices] = useState(appliedChoices);
  useEffect(() => setDraftChoices(JSON.parse(choicesKey) as ChoiceValues), [choicesKey]);
  const [open, setOpen] = useState(false);
  const [dateErrors, setDateErrors] = useState<Record<'from' | 'to', string>>({ from: '', to: '' });
  const scope = useReportScope();
  const scoped = fields.includes('brand') && scope.brands > 0;
  const has = (field: ReportField) => fields.includes(field);
  const pickers = useQuery(ReportPickersQuery).data;
  const cities =
    useQuery(CityOptionsQuery, { variables: { regionId: draft.region }, skip: !has('city') || !draft.region }).data
      ?.cities ?? [];
  const categories =
    useQuery(CategoryOptionsQuery, { variables: { brandId: draft.brand }, skip: !has('category') || !draft.brand }).data
      ?.categoryOptions ?? [];
  const stores =
    useQuery(StoreOptionsQuery, {
      variables: { regionId: draft.region || null, channelId: draft.channel || null },
      skip: !has('store'),
    }).data?.storeFilterList ?? [];
  const problems = checkReportFilter(draft, fields, maxDays);
  // Today in the business time zone (the gateway's), so the inputs show the days the report queries. Until it
  // has arrived the default dates are unknown: the inputs stay blank and locked, never showing the browser's day.
  const businessToday = useBusinessToday();
  const today = businessToday ?? '';
  const calendarLoading = businessToday === undefined;
  const dates = effectiveDates(draft, today, defaultDates);
  const ownDefault = defaultDates && defaultDatesLabel ? { label: defaultDatesLabel, range: defaultDates } : undefined;
  const change = (next: Partial<ReportFilterView>) => setDraft((current) => withReportChange(current, next));
  const id = (value: string) => Number(value) || 0;
  const unapplied =
    serializeReportFilter(draft).toString() !== appliedKey || JSON.stringify(draftChoices) !== choicesKey;
  const names: FilterNames = {
    region: pickers?.regions,
    city: cities,
    channel: pickers?.channels,
    store: stores.map((s) => ({ id: s.id, name: `${s.name} · ${s.code}` })),
    grade: pickers?.grades,
    brand: pickers?.brandOptions,
    category: categories,
    manager: pickers?.managers.items,
  };
  const hiddenActive =
    fields.filter(
      (field) => !MAIN_FIELDS.includes(field) && field !== 'dates' && field !== 'weeks' && applied[field] !== 0,
    ).length + Object.values(appliedChoices).filter(Boolean).length;

  /** Another filter is another list: it opens on its first page (the list's size and sort are kept). */
  const applyFilter = (view: ReportFilterView, values: ChoiceValues = appliedChoices) => {
    const next = serializeReportFilter(view, params);
    for (const [param, value] of Object.entries(values)) {
      if (value) next.set(param, String(value));
      else next.delete(param);
    }
    next.delete(PAGE_PARAM);
    setParams(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // A day typed that is no day (30 Feb) is refused in its field: the report keeps what it shows.
    if (Object.values(dateErrors).some(Boolean)) return;
    if (Object.keys(problems).length === 0) applyFilter(draft, draftChoices);
  };
  const select = (field: Exclude<ReportField, 'dates' | 'weeks'>, label: string, disabled?: boolean) => (
    <FilterSelect
      key={field}
      label={label}
      value={draft[field]}
      options={names[field] ?? []}
      disabled={disabled}
      onChange={(v) => change({ [field]: id(v) })}
    />
  );
  // Stores (about 1,400) and managers are found by typing part of a name or code.
  const search = (field: 'store' | 'manager', label: string, options: readonly SearchOption[]) => (
    <Suspense key={field}>
      <SearchPicker
        label={label}
        value={draft[field]}
        options={options}
        onChange={(value) => change({ [field]: value })}
      />
    </Suspense>
  );
  const secondary = [
    has('city') && select('city', 'City', !draft.region),
    has('channel') && select('channel', 'Channel'),
    has('store') && search('store', 'Store', stores),
    has('grade') && select('grade', 'Grade'),
    has('category') && select('category', 'Category', !draft.brand),
    has('manager') && search('manager', 'Manager', pickers?.managers.items ?? []),
    ...choices.map((choice) => {
      const parent = choice.dependsOn ? (draftChoices[choice.dependsOn] ?? 0) : undefined;
      return (
        <FilterSelect
          key={choice.param}
          label={choice.label}
          value={draftChoices[choice.param] ?? 0}
          options={parent === undefined ? choice.options : choice.options.filter((o) => o.parent === parent)}
          disabled={parent === 0}
          onChange={(v) => setDraftChoices((current) => withChoice(choices, current, choice.param, id(v)))}
        />
      );
    }),
  ].filter(Boolean);
  const hasMore = secondary.length > 0 || more !== undefined;
  const choiceChips = choices
    .filter((choice) => appliedChoices[choice.param])
    .map((choice) => {
      const value = appliedChoices[choice.param];
      const name = choice.options.find((option) => option.id === value)?.name ?? `#${value}`;
      return {
        key: choice.param,
        text: `${choice.label}: ${name}`,
        remove: () => applyFilter(applied, withChoice(choices, appliedChoices, choice.param, 0)),
      };
    });

  return (
    <Box mb="4" data-print="filters">
      <form onSubmit={apply} aria-label="Report filters" data-print="hide">
        <Flex gap="2" wrap="wrap" align="flex-end" bg="bg.muted" p="2" rounded="md">
          {scoped && (
            <Switch.Root
              size="sm"
              alignSelf="center"
              colorPalette="teal"
              checked={!scope.wholeCompany}
              onCheckedChange={(event) => scope.setWholeCompany(!event.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontSize="sm">Only my {scope.brands} brands</Switch.Label>
            </Switch.Root>
          )}
          {lead}
          {has('region') && select('region', 'Region')}
          {has('brand') && select('brand', 'Brand')}
          {has('dates') && (
            <>
              <Field.Root width="auto">
                <Field.Label {...LABEL}>Date range</Field.Label>
                <NativeSelect.Root size="sm" width={ownDefault ? '56' : '40'} disabled={calendarLoading}>
                  <NativeSelect.Field
                    bg="bg.panel"
                    value={rangeChoice(dates, today, ownDefault)}
                    onChange={(e) => {
                      const preset = e.target.value as DatePreset | typeof DEFAULT_RANGE | '';
                      if (preset === DEFAULT_RANGE) change({ from: '', to: '' });
                      else if (preset) change(presetRange(preset, today));
                    }}
                  >
                    <option value="">Custom</option>
                    {ownDefault && <option value={DEFAULT_RANGE}>{ownDefault.label}</option>}
                    {DATE_PRESETS.map((preset) => (
                      <option key={preset.id} value={preset.id}>
                        {preset.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root width="auto" invalid={Boolean(problems.dates)}>
                <Field.Label {...LABEL}>From – to</Field.Label>
                <Flex gap="1" align="flex-start">
                  <DateField
                    label="From date"
                    labelHidden
                    disabled={calendarLoading}
                    value={dates.from}
                    onChange={(from) => change({ from })}
                    onError={(error) => setDateErrors((current) => ({ ...current, from: error }))}
                  />
                  <DateField
                    label="To date"
                    labelHidden
                    disabled={calendarLoading}
                    value={dates.to}
                    onChange={(to) => change({ to })}
                    onError={(error) => setDateErrors((current) => ({ ...current, to: error }))}
                  />
                </Flex>
                {problems.dates && <Field.ErrorText>{problems.dates}</Field.ErrorText>}
              </Field.Root>
            </>
          )}
          {has('weeks') && (
            <Field.Root width="auto" invalid={Boolean(problems.weeks)}>
              <Field.Label {...LABEL}>Weeks</Field.Label>
              <Flex gap="1" align="center">
                <Input
                  size="sm"
                  type="number"
                  min={1}
                  max={53}
                  width="16"
                  bg="bg.panel"
                  aria-label="From week"
                  value={draft.fromWeek}
                  onChange={(e) => change({ fromWeek: Number(e.target.value) || 1 })}
                />
                <Text fontSize="sm">to</Text>
                <Input
                  size="sm"
                  type="number"
                  min={1}
                  max={53}
                  width="16"
                  bg="bg.panel"
                  aria-label="To week"
                  value={draft.toWeek}
                  onChange={(e) => change({ toWeek: Number(e.target.value) || 1 })}
                />
              </Flex>
              {problems.weeks && <Field.ErrorText>{problems.weeks}</Field.ErrorText>}
            </Field.Root>
          )}
          {hasMore && (
            <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
              More filters
              {hiddenActive > 0 && (
                <Badge colorPalette="teal" variant="solid" aria-label={`${hiddenActive} set`}>
                  {hiddenActive}
                </Badge>
              )}
              {open ? <FiChevronUp /> : <FiChevronDown />}
            </Button>
          )}
          <Flex gap="2" ms="auto" align="center">
            {unapplied && (
              <Text role="status" fontSize="xs" color="orange.fg" fontWeight="semibold">
                Changes not applied
              </Text>
            )}
            <Button
              size="sm"
              colorPalette="teal"
              // At rest an outline in the palette's text colour: a subtle fill is barely off the bar and reads as
              // disabled (light and dark alike).
              variant={unapplied ? 'solid' : 'outline'}
              borderColor={unapplied ? undefined : 'colorPalette.fg'}
              type="submit"
              disabled={Object.keys(problems).length > 0}
            >
              <FiFilter /> Apply
            </Button>
          </Flex>
          {has('dates') && calendarLoading && <CalendarFailure />}
          {hasMore && open && (
            <Flex gap="3" wrap="wrap" align="flex-end" width="full" pt="1" borderTopWidth="1px">
              {secondary}
              {more}
            </Flex>
          )}
        </Flex>
      </form>
      <AppliedFilters
        fields={fields}
        applied={applied}
        dates={effectiveDates(applied, today, defaultDates)}
        names={names}
        notes={scoped && !scope.wholeCompany ? [`Brands: the ${scope.brands} I manage`] : []}
        extra={choiceChips}
        onReset={() => applyFilter(EMPTY_REPORT_FILTER, choiceValues(choices, new URLSearchParams()))}
        onRemove={(change) => applyFilter(withReportChange(applied, change))}
      />
    </Box>
  );
}
