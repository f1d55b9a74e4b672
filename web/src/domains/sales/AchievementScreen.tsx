// The target and achievement screens' one frame (Target And Achivement, Achivement By Quantity, Achivement By
// Value): target, actual, achievement, and the month-end figure at the current pace; members whose projection
// falls short of target are highlighted as at risk, and "At risk only" shows only them (in the URL).

import { useQuery } from '@apollo/client/react';
import { Box, Checkbox, Flex, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { AchievementViewQuery as AchievementViewData } from '../../gql/graphql';
import { monthOfDay, useBusinessToday } from '../../platform/components/business-day';
import { distinctMemberLabels } from '../../platform/components/member-tag';
import { BarChart } from '../../platform/components/reports/charts';
import { useNumberFormats } from '../../platform/components/reports/format';
import { MonthPicker } from '../../platform/components/reports/MonthPicker';
import { moneyLabel, type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import type { ReportField } from '../../platform/components/reports/report-filter';
import { ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { AchievementLinks } from './AchievementLinks';
import { AchievementViewQuery } from './sales.documents';

type Report = NonNullable<AchievementViewData['achievementByQuantity']>;
type Row = Report['rows'][number];
const FIELDS: ReportField[] = ['region', 'brand', 'manager'];
const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 10;

function columns(byBrand: boolean, unit: string): ReportColumn<Row>[] {
  return [
    { label: 'Team member', value: (r) => r.teamMember?.name },
    { label: 'Region', value: (r) => r.teamMember?.region?.name },
    ...(byBrand ? [{ label: 'Brand', value: (r: Row) => r.brand?.name }] : []),
    { label: `Target (${unit})`, value: (r) => r.target, numeric: true },
    { label: `Actual (${unit})`, value: (r) => Math.round(r.actual * 100) / 100, numeric: true },
    { label: 'Achieved %', value: (r) => pct(r.achievement), numeric: true, tenths: true },
    { label: `Projected (${unit})`, value: (r) => Math.round(r.projected), numeric: true },
    { label: 'Projected %', value: (r) => pct(r.projectedAchievement), numeric: true, tenths: true },
    // Every row answers, so a blank never reads as "not known".
    { label: 'At risk', value: (r) => (r.atRisk ? 'Yes' : 'No') },
  ];
}

function AchievementBlock({
  title,
  report,
  byBrand,
  unit,
  axis,
  atRiskOnly,
  sortKey,
}: {
  title: string;
  /** Only the rows at risk (achievement below the share of the month gone, as `atRisk` says). */
  atRiskOnly: boolean;
  /** The URL key of the table's order, for the second block of a screen. */
  sortKey?: string;
  report: Report;
  byBrand: boolean;
  /** The unit of the figures: in the chart's title and the table's headers ("units", "BDT"). */
  unit: string;
  /** The chart's value-axis legend, the measure and its unit ("Quantity (units)"). */
  axis: string;
}) {
  const rows = [...report.rows].sort(
    (a, b) => Number(b.atRisk) - Number(a.atRisk) || (a.projectedAchievement ?? 9) - (b.projectedAchievement ?? 9),
  );
  const atRisk = rows.filter((r) => r.atRisk).length;
  const shown = atRiskOnly ? rows.filter((r) => r.atRisk) : rows;
  const chart = [...report.rows].sort((a, b) => b.target - a.target).slice(0, 15);
  // Bars are keyed by label: namesakes carry their tag, so each member keeps a slot of their own.
  const labels = distinctMemberLabels(
    chart,
    (r) => r.teamMember,
    (r) => (byBrand ? ` · ${r.brand?.name ?? ''}` : ''),
  );
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {title}: {report.daysElapsed < report.daysInMonth ? 'the month so far, ' : ''}day {report.daysElapsed} of{' '}
        {report.daysInMonth}; {atRisk} of {rows.length} {byBrand ? 'targets' : 'team members'} at risk of missing target
        at the current pace.
      </Text>
      <BarChart
        label={`${title} (${unit}): target and projected month-end, largest targets`}
        unit={axis}
        indexBy="who"
        keys={['Target', 'Projected']}
        data={chart.map((r, index) => ({
          who: labels[index] ?? '?',
          Target: Math.round(r.target),
          Projected: Math.round(r.projected),
        }))}
      />
      <ReportTable
        caption={title}
        columns={columns(byBrand, unit)}
        rows={shown}
        highlight={(r) => r.atRisk}
        highlightName="at-risk"
        csvName={`${title.toLowerCase().replace(/\W+/g, '-')}${atRiskOnly ? '-at-risk' : ''}.csv`}
        sortKey={sortKey}
      />
    </Box>
  );
}

/** The screen of both measures side by side (`both`) or of one, per member or per member and brand. */
export function AchievementScreen({ mode }: { mode: 'both' | 'quantity' | 'value' }) {
  const [params, setParams] = useSearchParams();
  const match = /^(\d{4})-(\d{2})$/.exec(params.get('month') ?? '');
  // This month is the business's (BUSINESS_TIME_ZONE), not the browser's.
  const current = monthOfDay(useBusinessToday());
  const year = match ? Number(match[1]) : current.year;
  const month = match ? Number(match[2]) : current.month;
  const byBrand = mode !== 'both' && params.get('byBrand') === '1';
  const atRiskOnly = params.get('atRisk') === '1';
  const formats = useNumberFormats();
  const { filter } = useReportVariables(FIELDS);
  const { data, loading, error, refetch } = useQuery(AchievementViewQuery, {
    variables: { year, month, byBrand, quantity: mode !== 'value', value: mode !== 'quantity', filter },
    skip: !year,
  });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const quantity = data?.achievementByQuantity;
  const value = data?.achievementByValue;
  const empty = (quantity?.rows.length ?? 0) + (value?.rows.length ?? 0) === 0;

  const lead = (
    <>
      <MonthPicker year={year} month={month} onChange={(value) => set('month', value)} />
      {mode !== 'both' && (
        <Checkbox.Root
          checked={byBrand}
          onCheckedChange={(event) => set('byBrand', event.checked === true ? '1' : null)}
          alignSelf="center"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Per brand</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Checkbox.Root
        checked={atRiskOnly}
        onCheckedChange={(event) => set('atRisk', event.checked === true ? '1' : null)}
        alignSelf="center"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>At risk only</Checkbox.Label>
      </Checkbox.Root>
    </>
  );

  return (
    <>
      {mode === 'both' && (
        <Flex justify="flex-end" mb="2">
          <AchievementLinks />
        </Flex>
      )}
      <ReportScreen
        fields={FIELDS}
        loading={loading && !data}
        error={error}
        empty={Boolean(data) && empty}
        errorMessage="Failed to fetch targets and achievement."
        onRetry={() => void refetch()}
        lead={lead}
      >
        {quantity && (
          <AchievementBlock
            title="Achievement by quantity"
            report={quantity}
            byBrand={byBrand}
            unit="units"
            axis="Quantity (units)"
            atRiskOnly={atRiskOnly}
          />
        )}
        {value && (
          <AchievementBlock
            title="Achievement by value"
            report={value}
            byBrand={byBrand}
            unit={formats.symbol}
            axis={moneyLabel('Value', formats)}
            atRiskOnly={atRiskOnly}
            sortKey={mode === 'both' ? 'value' : undefined}
          />
        )}
      </ReportScreen>
    </>
  );
}
