// What every report screen shares: the list kit's frame with the report filter bar, the applied filter as GraphQL
// variables, paging held in the URL, and (from the frame) the loading, error and empty states.
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ReportFilter } from '../../../gql/graphql';
import { ListScreen } from '../ListScreen';
import { defineList, useListState } from '../list-state';
import { PrintStyles } from './PrintStyles';
import { ReportFilterBar, type ScreenChoice, useReportFilter } from './ReportFilterBar';
import { type DateRange, type ReportField, toReportFilter } from './report-filter';
import { useReportScope } from './scope';

export const CHECK_FIELDS: ReportField[] = [
  'region',
  'city',
  'channel',
  'store',
  'grade',
  'brand',
  'category',
  'manager',
  'dates',
];

/** The applied filter as GraphQL variables; on brand reports, a manager's own brands unless they chose otherwise. */
export function useReportVariables(fields: readonly ReportField[]): { filter: ReportFilter } {
  const filter = toReportFilter(useReportFilter(), fields);
  const scope = useReportScope();
  if (fields.includes('brand') && scope.managerId && !filter.managerId) filter.managerId = scope.managerId;
  return { filter };
}

/** A paged report's page and size: the list kit's state, in the URL beside the filter (which it keeps). */
const REPORT_PAGING = defineList({ filters: {}, sorts: ['NONE'], sort: 'NONE' });
export const useReportPaging = () => useListState(REPORT_PAGING, true);

interface ReportScreenProps {
  fields: readonly ReportField[];
  /** The range queried when no dates are chosen, shown in the date inputs (default: the 30 days ending today). */
  defaultDates?: (today: string) => DateRange;
  /** The name of `defaultDates` when no preset is that range (ReportFilterBar). */
  defaultDatesLabel?: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  errorMessage: string;
  onRetry: () => void;
  /** The screen's own controls on the filter bar's row, and behind its "More filters". */
  lead?: ReactNode;
  more?: ReactNode;
  /** The screen's own choices among its rows, secondary filters of the bar (ReportFilterBar). */
  choices?: readonly ScreenChoice[];
  /** The longest date range the screen's query takes (default: a report's 366 days). */
  maxDays?: number;
  /** What the empty state says (default: nothing was checked). */
  emptyTitle?: string;
  children: ReactNode;
}

/** The list kit's frame (ListScreen) with the report filter bar above and the print styles: one kit for both. */
export function ReportScreen({
  fields,
  defaultDates,
  defaultDatesLabel,
  lead,
  more,
  choices,
  maxDays,
  emptyTitle = 'Nothing was checked for these filters',
  children,
  ...states
}: ReportScreenProps) {
  const bar = (fields.length > 0 || lead) && (
    <ReportFilterBar
      fields={fields}
      defaultDates={defaultDates}
      defaultDatesLabel={defaultDatesLabel}
      lead={lead}
      more={more}
      choices={choices}
      maxDays={maxDays}
    />
  );
  return (
    <ListScreen
      {...states}
      filters={
        <>
          <PrintStyles />
          {bar}
        </>
      }
      emptyTitle={emptyTitle}
    >
      <Stack gap="6">{children}</Stack>
    </ListScreen>
  );
}
