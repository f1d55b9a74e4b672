// What every report screen shares: the frame, the filter bar, the applied filter as GraphQL
// variables, paging held in the URL, and the loading, error and empty states.
import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../components/paging';
import { EmptyState, ErrorState, LoadingRows } from '../../components/States';
import type { ReportFilter } from '../../gql/graphql';
import { toReportFilter, type DateRange, type ReportField } from './report-filter';
import { ReportFilterBar, useReportFilter } from './ReportFilterBar';

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

export function useReportVariables(fields: readonly ReportField[]): { filter: ReportFilter } {
  return { filter: toReportFilter(useReportFilter(), fields) };
}

/** page and size of a paged report, in the URL beside the filter. */
export function usePaging() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 50;
  const set = (change: { page: number; size: number }) => {
    const next = new URLSearchParams(params);
    if (change.page > 1) next.set('page', String(change.page));
    else next.delete('page');
    if (change.size !== 50) next.set('size', String(change.size));
    else next.delete('size');
    setParams(next);
  };
  return { page, size, limit: size, offset: (page - 1) * size, set };
}

interface ReportScreenProps {
  fields: readonly ReportField[];
  /** The range queried when no dates are chosen, shown in the date inputs (default: the 30 days ending today). */
  defaultDates?: (today: string) => DateRange;
  loading: boolean;
  error: unknown;
  empty: boolean;
  errorMessage: string;
  onRetry: () => void;
  children: ReactNode;
}

export function ReportScreen({
  fields,
  defaultDates,
  loading,
  error,
  empty,
  errorMessage,
  onRetry,
  children,
}: ReportScreenProps) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      {fields.length > 0 && <ReportFilterBar fields={fields} defaultDates={defaultDates} />}
      {error ? <ErrorState message={errorMessage} onRetry={onRetry} /> : null}
      {!error && loading && <LoadingRows />}
      {!error && !loading && empty && <EmptyState title="Nothing was checked for these filters" />}
      {!error && !loading && !empty && <Stack gap="6">{children}</Stack>}
    </Box>
  );
}
