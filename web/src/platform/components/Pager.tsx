// A list's footer: "Showing 1–50 of 1,512", rows per page, previous and next, and CSV and Excel export.
import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FiDownload } from 'react-icons/fi';
import type { ExportFormat } from './export-table';
import { PAGE_SIZES } from './list-state';
import { useNumberFormats } from './reports/format';
import { noticeRepair } from './url-repair';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onChange: (change: { page: number; size: number }) => void;
  /** CSV or Excel export of the whole list; no buttons when absent (the list exports elsewhere). */
  onExport?: (format: ExportFormat) => void;
  exporting?: boolean;
  /**
   * False while the total is still the previous page's answer (the asked page is loading): a page past that total
   * may be the new last page, as when a saved row is the first of a new page, so it is not repaired yet.
   */
  settled?: boolean;
}

export function Pager({ page: asked, size, total, onChange, onExport, exporting, settled = true }: PagerProps) {
  // A page past the end (a link's ?page=999, rows gone since) goes to the last page, saying so.
  const lastPage = Math.max(1, Math.ceil(total / size));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new total or page can put the page past the end
  useEffect(() => {
    if (!settled || total <= 0 || asked <= lastPage) return;
    onChange({ page: lastPage, size });
    noticeRepair([`page ${asked} is past the end`], `Showing the last page, ${lastPage}.`);
  }, [total, asked, size, settled]);
  const page = total > 0 && asked > lastPage ? lastPage : asked;
  const first = total > 0 ? (page - 1) * size + 1 : 0;
  const last = Math.min(page * size, total);
  // The counts as every list and report writes them (the business's locale).
  const { number: formatCount } = useNumberFormats();
  return (
    <Flex mt="3" align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
      </Text>
      <HStack ms="auto" gap="2">
        <NativeSelect.Root size="xs" width="24">
          <NativeSelect.Field
            aria-label="Rows per page"
            value={String(size)}
            onChange={(event) => onChange({ page: 1, size: Number(event.target.value) })}
          >
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option} / page
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onChange({ page: page - 1, size })}>
          Previous
        </Button>
        <Button size="xs" variant="outline" disabled={last >= total} onClick={() => onChange({ page: page + 1, size })}>
          Next
        </Button>
        {onExport && (
          <>
            <Button size="xs" colorPalette="teal" variant="subtle" loading={exporting} onClick={() => onExport('csv')}>
              <FiDownload /> Export CSV
            </Button>
            <Button size="xs" colorPalette="teal" variant="subtle" loading={exporting} onClick={() => onExport('xlsx')}>
              <FiDownload /> Export Excel
            </Button>
          </>
        )}
      </HStack>
    </Flex>
  );
}
