// The filter bar every report screen shares: cascading selects, a date range and a week range,
// edited as a draft and applied on demand (Apply or Enter) into the URL, so the report reloads as seen.
import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FiFilter } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../components/FilterSelect';
import {
  CategoryOptionsQuery,
  CityOptionsQuery,
  ReportPickersQuery,
  StoreOptionsQuery,
} from '../../components/pickers.documents';
import { BusinessCalendarQuery } from './calendar.documents';
import {
  checkReportFilter,
  effectiveDates,
  EMPTY_REPORT_FILTER,
  parseReportFilter,
  serializeReportFilter,
  withReportChange,
  type DateRange,
  type ReportField,
  type ReportFilterView,
} from './report-filter';

/** The browser's own day, only until the business calendar has arrived (the inputs are never blank). */
const browserToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The applied filter of the current URL. */
export function useReportFilter(): ReportFilterView {
  const [params] = useSearchParams();
  return parseReportFilter(params);
}

export function ReportFilterBar({
  fields,
  defaultDates,
}: {
  fields: readonly ReportField[];
  defaultDates?: (today: string) => DateRange;
}) {
  const [params, setParams] = useSearchParams();
  const applied = parseReportFilter(params);
  const [draft, setDraft] = useState(applied);
  const appliedKey = serializeReportFilter(applied).toString();
  useEffect(() => setDraft(parseReportFilter(new URLSearchParams(appliedKey))), [appliedKey]);
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
  const problems = checkReportFilter(draft, fields);
  // Today in the business time zone (the gateway's), so the inputs show the days the report queries.
  const today = useQuery(BusinessCalendarQuery).data?.businessCalendar.today ?? browserToday();
  const dates = effectiveDates(draft, today, defaultDates);
  const change = (next: Partial<ReportFilterView>) => setDraft((current) => withReportChange(current, next));
  const id = (value: string) => Number(value) || 0;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length === 0) setParams(serializeReportFilter(draft, params));
  };

  return (
    <form onSubmit={apply} aria-label="Report filters">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4" bg="bg.subtle" p="3" rounded="md">
        {has('region') && (
          <FilterSelect
            label="Region"
            value={draft.region}
            options={pickers?.regions ?? []}
            onChange={(v) => change({ region: id(v) })}
          />
        )}
        {has('city') && (
          <FilterSelect
            label="City"
            value={draft.city}
            options={cities}
            disabled={!draft.region}
            onChange={(v) => change({ city: id(v) })}
          />
        )}
        {has('channel') && (
          <FilterSelect
            label="Channel"
            value={draft.channel}
            options={pickers?.channels ?? []}
            onChange={(v) => change({ channel: id(v) })}
          />
        )}
        {has('store') && (
          <FilterSelect
            label="Store"
            value={draft.store}
            options={stores.map((s) => ({ id: s.id, name: `${s.code} · ${s.name}` }))}
            onChange={(v) => change({ store: id(v) })}
          />
        )}
        {has('grade') && (
          <FilterSelect
            label="Grade"
            value={draft.grade}
            options={pickers?.grades ?? []}
            onChange={(v) => change({ grade: id(v) })}
          />
        )}
        {has('brand') && (
          <FilterSelect
            label="Brand"
            value={draft.brand}
            options={pickers?.brandOptions ?? []}
            onChange={(v) => change({ brand: id(v) })}
          />
        )}
        {has('category') && (
          <FilterSelect
            label="Category"
            value={draft.category}
            options={categories}
            disabled={!draft.brand}
            onChange={(v) => change({ category: id(v) })}
          />
        )}
        {has('manager') && (
          <FilterSelect
            label="Manager"
            value={draft.manager}
            options={pickers?.managers ?? []}
            onChange={(v) => change({ manager: id(v) })}
          />
        )}
        {has('dates') && (
          <Field.Root width="auto" invalid={Boolean(problems.dates)}>
            <Field.Label fontSize="xs" color="fg.muted">
              From – to
            </Field.Label>
            <Flex gap="1">
              <Input
                size="sm"
                type="date"
                bg="bg.panel"
                aria-label="From date"
                value={dates.from}
                onChange={(e) => change({ from: e.target.value })}
              />
              <Input
                size="sm"
                type="date"
                bg="bg.panel"
                aria-label="To date"
                value={dates.to}
                onChange={(e) => change({ to: e.target.value })}
              />
            </Flex>
            {problems.dates && <Field.ErrorText>{problems.dates}</Field.ErrorText>}
          </Field.Root>
        )}
        {has('weeks') && (
          <Field.Root width="auto" invalid={Boolean(problems.weeks)}>
            <Field.Label fontSize="xs" color="fg.muted">
              Weeks
            </Field.Label>
            <Flex gap="1" align="center">
              <Input
                size="sm"
                type="number"
                min={1}
                max={53}
                width="20"
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
                width="20"
                bg="bg.panel"
                aria-label="To week"
                value={draft.toWeek}
                onChange={(e) => change({ toWeek: Number(e.target.value) || 1 })}
              />
            </Flex>
            {problems.weeks && <Field.ErrorText>{problems.weeks}</Field.ErrorText>}
          </Field.Root>
        )}
        <Flex gap="2" ms="auto">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setParams(serializeReportFilter(EMPTY_REPORT_FILTER, params))}
          >
            Reset
          </Button>
          <Button size="sm" colorPalette="teal" type="submit" disabled={Object.keys(problems).length > 0}>
            <FiFilter /> Apply
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
