// Promoter Target Setting (/TargetSetting): a grid of the members who take targets by brand, for
// one month and type, edited in place (arrows and Enter move, a column or block pasted from a
// spreadsheet fills downwards), every cell checked before anything is sent, then saved cell by
// cell: saved cells clear, refused ones stay marked with the reason; guarded on leave. A cleared cell
// saves 0, which is no target. A month without targets opens on the brands of the month before, and
// "Copy from last month" writes that month's targets into it (after saying how many), keeping its own.
// The grid draws only the rows in view (and the row being edited): an admin's whole team by every brand is thousands
// of inputs; "Find member" narrows the rows to the members named, which the browser's find-in-page cannot reach.

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, Flex, Input, NativeSelect, Table, Text, useSlotRecipe } from '@chakra-ui/react';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FiCopy, FiRotateCcw, FiSave } from 'react-icons/fi';
import { useBlocker, useSearchParams } from 'react-router-dom';
import type { TargetType } from '../../gql/graphql';
import { toaster } from '../../platform/app/toaster';
import { useBusinessToday } from '../../platform/components/business-day';
import { ColumnChooser } from '../../platform/components/ColumnChooser';
import { ConfirmDialog } from '../../platform/components/ConfirmDialog';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { describeFailure } from '../../platform/components/graphql-errors';
import { ReportPickersQuery } from '../../platform/components/pickers.documents';
import { MonthPicker } from '../../platform/components/reports/MonthPicker';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { CopyTargetsDialog } from './CopyTargetsDialog';
import { CopyTargetsMutation, SetTargetsMutation, TargetGridQuery } from './sales.documents';
import { ProblemList } from './TargetProblemList';
import { gridStyles, MEMBER_CELL, ROW_HEIGHT, type RowHandlers, TargetRow } from './TargetRow';
import { copyInParts } from './target-copy';
import {
  afterSave,
  batches,
  type CellOutcome,
  cellKey,
  changedTargets,
  type Edits,
  type Move,
  matchingMembers,
  moveFrom,
  openingBrands,
  pastedCells,
  previousMonth,
  rowErrors,
  TARGETS_PER_CALL,
  targetBrands,
} from './target-grid';
import { monthName, monthOf, targetsText } from './target-month';

/** Rows drawn beyond those in view on either side: arrows and Enter land on a drawn row. */
const OVERSCAN = 5;

export default function TargetSettingPage() {
  const [params, setParams] = useSearchParams();
  const { year, month } = monthOf(params.get('month'), useBusinessToday());
  const monthValue = `${year}-${String(month).padStart(2, '0')}`;
  const type: TargetType = params.get('type') === 'value' ? 'VALUE' : 'QUANTITY';
  const region = Number(params.get('region')) || 0;
  const before = previousMonth(year, month);
  const { data, loading, error, refetch } = useQuery(TargetGridQuery, {
    variables: {
      year,
      month,
      type,
      regionId: region || null,
      previousYear: before.year,
      previousMonth: before.month,
      withPrevious: before.year >= 2000,
    },
    skip: !year,
  });
  const regions = useQuery(ReportPickersQuery).data?.regions ?? [];
  const [save, saving] = useMutation(SetTargetsMutation);
  const [copy, copying] = useMutation(CopyTargetsMutation);
  /** What "Copy from last month" would write, asked before it writes. */
  const [copyAsk, setCopyAsk] = useState<{ copied: number; kept: number; skipped: number } | null>(null);
  /** A copy under way: the targets written so far (a copy larger than one request's allowance goes in parts). */
  const [copyProgress, setCopyProgress] = useState<number | null>(null);
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A save under way: targets sent so far of all (several batches on a long save). */
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const busy = saving.loading || copying.loading || progress !== null;
  const grid = useRef<HTMLTableElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLTableSectionElement>(null);
  const [find, setFind] = useState('');

  const original = useMemo(
    () => new Map((data?.monthlyTargets ?? []).map((t) => [cellKey(t.teamMemberId, t.brandId), t.target])),
    [data],
  );
  const allMembers = data?.targetMembers.items;
  const everyMember = allMembers ?? [];
  /** The grid's rows: the members "Find member" keeps (every one when it is empty). */
  const members = useMemo(() => matchingMembers(allMembers ?? [], find), [allMembers, find]);
  // Active brands, and an inactive one only where it holds a target of the month (marked inactive).
  const brands = useMemo(
    () =>
      targetBrands(
        data?.brandOptions ?? [],
        (data?.monthlyTargets ?? []).map((t) => t.brandId),
      ),
    [data],
  );
  const previousTargets = data?.previousTargets ?? [];
  const chosen =
    params
      .get('brands')
      ?.split(',')
      .map(Number)
      .filter((id) => brands.some((b) => b.id === id)) ??
    openingBrands(
      brands,
      (data?.monthlyTargets ?? []).map((t) => t.brandId),
      previousTargets.filter((t) => t.type === type).map((t) => t.brandId),
    );
  const chosenKey = chosen.join(',');
  const columns = useMemo(() => brands.filter((b) => chosenKey.split(',').includes(String(b.id))), [brands, chosenKey]);
  const inactive = useMemo(
    () => new Map((data?.brandOptions ?? []).filter((b) => !b.active).map((b) => [b.id, b.name])),
    [data],
  );
  const pending = changedTargets(original, edits, type, inactive);
  // A cell that is not a target is an unsaved change too, flagged as soon as it is typed, with its reason.
  const problems = { ...pending.problems, ...errors };
  const unsaved = pending.targets.length + Object.keys(pending.problems).length;
  const dirty = unsaved > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const cellValue = (key: string) => edits[key] ?? (original.has(key) ? String(original.get(key)) : '');
  const edit = (changes: Record<string, string>) => {
    setEdits((current) => ({ ...current, ...changes }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in changes))));
  };
  // Only the rows in view are drawn, and the row holding the focus besides (scrolled away, its input keeps the focus).
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const rows = useVirtualizer({
    count: members.length,
    getScrollElement: () => area.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    rangeExtractor,
    getItemKey: (index) => members[index]?.id ?? index,
    // The rows start below the sticky header, within the same scroll box; a row scrolled to is not left under it.
    scrollMargin: header.current?.offsetHeight ?? 0,
    scrollPaddingStart: header.current?.offsetHeight ?? 0,
  });
  const onGridFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = Number((event.target as HTMLElement).dataset.row);
    if (Number.isInteger(row)) focusedRow.current = row;
  };
  // A cell asked for whose row is not drawn yet: scrolled to, then focused once drawn.
  const pendingFocus = useRef<{ row: number; col: number } | null>(null);
  const cellInput = (row: number, col: number) =>
    grid.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${col}"]`);
  const focusCell = (row: number, col: number) => {
    const input = cellInput(row, col);
    if (input) {
      pendingFocus.current = null;
      input.focus();
      return;
    }
    pendingFocus.current = { row, col };
    rows.scrollToIndex(row, { align: 'auto' });
  };
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const input = cellInput(pending.row, pending.col);
    if (!input) return;
    pendingFocus.current = null;
    input.focus();
  });
  const tableRecipe = useSlotRecipe({ key: 'table' });
  const tableCss = useMemo(() => gridStyles(tableRecipe({ size: 'sm' }).cell ?? {}), [tableRecipe]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const moves: Record<string, Move | undefined> = {
      ArrowUp: 'up',
      ArrowDown: 'down',
      Enter: event.shiftKey ? 'up' : 'down',
      ArrowLeft: atStart ? 'left' : undefined,
      ArrowRight: atEnd ? 'right' : undefined,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = moveFrom(row, col, move, members.length, columns.length);
    focusCell(next.row, next.col);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.trim())) return; // one value: the input takes it as typed
    event.preventDefault();
    const cells = pastedCells(text, row, col, members.length, columns.length);
    edit(Object.fromEntries(cells.map((cell) => [cellKey(members[cell.row]!.id, columns[cell.col]!.id), cell.value])));
    toaster.create({ type: 'info', title: `Pasted ${cells.length} cells`, description: 'Save to keep them.' });
  };

  const latest = useRef({ onKeyDown, onPaste, edit });
  latest.current = { onKeyDown, onPaste, edit };
  const handlers = useMemo<RowHandlers>(
    () => ({
      edit: (key, value) => latest.current.edit({ [key]: value }),
      keyDown: (event, row, col) => latest.current.onKeyDown(event, row, col),
      paste: (event, row, col) => latest.current.onPaste(event, row, col),
    }),
    [],
  );

  const saveAll = async () => {
    if (Object.keys(pending.problems).length > 0) {
      setErrors(pending.problems);
      toaster.create({
        type: 'error',
        title: 'Some cells are not targets',
        description: 'Correct the marked cells, then save.',
      });
      return;
    }
    // The gateway takes at most TARGETS_PER_CALL targets a request: a long save goes in sequential
    // batches, one request each, and their outcomes are reported as one save.
    const { targets, keys } = pending;
    const parts = batches(
      targets.map((_, index) => index),
      TARGETS_PER_CALL,
    );
    const outcomes: CellOutcome[] = [];
    let saved = 0;
    let failed = 0;
    let refusal: { message: string; errors: Record<string, string> } | undefined;
    setProgress({ done: 0, total: targets.length });
    try {
      for (const part of parts) {
        const first = part[0]!;
        try {
          const result = await save({
            variables: { year, month, type, targets: part.map((index) => targets[index]!) },
          });
          const outcome = result.data?.setMonthlyTargets;
          saved += outcome?.saved ?? 0;
          failed += outcome?.failed ?? 0;
          outcomes.push(...(outcome?.outcomes ?? []));
        } catch (failure) {
          // The gateway names a refused batch's rows targets[i] within the batch: back to their cells.
          const described = describeFailure(failure, 'Failed to save the targets');
          refusal = {
            message: described.message,
            errors: rowErrors(described.fields, keys.slice(first, first + part.length)),
          };
          break;
        }
        setProgress({ done: first + part.length, total: targets.length });
      }
    } finally {
      setProgress(null);
    }
    if (saved > 0 || failed > 0) await refetch();
    const next = afterSave(edits, outcomes);
    setEdits(next.edits);
    setErrors({ ...next.errors, ...refusal?.errors });
    if (refusal) {
      toaster.create({
        type: 'error',
        title: saved > 0 ? `Saving stopped after ${saved} ${saved === 1 ? 'target' : 'targets'}` : 'Nothing was saved',
        description: refusal.message,
      });
    } else if (failed > 0) {
      toaster.create({
        type: 'error',
        title: `${failed} ${failed === 1 ? 'target was' : 'targets were'} not saved`,
        description:
          `${saved} saved. The marked cells keep your values: ` +
          'hover one for the reason, correct it and save again.',
      });
    } else {
      toaster.create({ type: 'success', title: `${saved} ${saved === 1 ? 'target' : 'targets'} saved` });
    }
  };

  const copyFrom = { fromYear: before.year, fromMonth: before.month, toYear: year, toMonth: month };
  const askCopy = async () => {
    try {
      const result = await copy({ variables: { ...copyFrom, preview: true, inParts: true } });
      const counts = result.data?.copyMonthlyTargets;
      if (!counts) return;
      if (counts.copied === 0) {
        toaster.create({
          type: 'info',
          title: 'Nothing to copy',
          description:
            counts.kept > 0
              ? `${monthName(year, month)} already has every target ${monthName(before.year, before.month)} had.`
              : `${monthName(before.year, before.month)} has no targets to copy.`,
        });
        return;
      }
      setCopyAsk(counts);
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: 'Nothing was copied',
        description: describeFailure(failure, 'Failed to copy the targets').message,
      });
    }
  };
  const copyNow = async () => {
    const total = copyAsk?.copied ?? 0;
    let written = 0;
    setCopyProgress(0);
    try {
      // One request writes at most its allowance: the copy goes on, part after part, until nothing remains.
      const { copied, failed, remaining } = await copyInParts(
        async () => {
          const counts = (await copy({ variables: { ...copyFrom, preview: false, inParts: true } })).data
            ?.copyMonthlyTargets;
          return counts ?? { copied: 0, failed: 0, kept: 0, skipped: 0, remaining: 0 };
        },
        (done) => {
          written = done;
          setCopyProgress(done);
        },
      );
      await refetch();
      const left = failed + remaining;
      toaster.create({
        type: left > 0 ? 'error' : 'success',
        title: `${targetsText(copied)} copied from ${monthName(before.year, before.month)}`,
        description: left > 0 ? `${targetsText(left)} could not be written: copy again to retry them.` : undefined,
      });
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: written > 0 ? `Copying stopped after ${targetsText(written)} of ${total}` : 'Nothing was copied',
        description: describeFailure(failure, 'Failed to copy the targets').message,
      });
      if (written > 0) await refetch();
    } finally {
      setCopyAsk(null);
      setCopyProgress(null);
    }
  };

  /**
   * The drawn rows, in order, each between spacers as tall as the rows left out, so the scroll box keeps the whole
   * grid's height and its scroll bar says where the rows in view are.
   */
  const drawnRows = () => {
    const drawn: ReactNode[] = [];
    const spacer = (key: string, height: number) => (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, with nothing in it to focus or to read
      <tr key={key} aria-hidden="true" data-spacer="" style={{ height }}>
        <td colSpan={columns.length + 1} />
      </tr>
    );
    let end = rows.options.scrollMargin;
    for (const item of rows.getVirtualItems()) {
      const member = members[item.index];
      if (!member) continue;
      if (item.start > end) drawn.push(spacer(`before-${member.id}`, item.start - end));
      const keys = columns.map((brand) => cellKey(member.id, brand.id));
      const cells = keys.map((key) => ({
        value: cellValue(key),
        problem: problems[key],
        changed: key in edits && cellValue(key) !== (original.has(key) ? String(original.get(key)) : ''),
      }));
      drawn.push(
        <TargetRow
          key={member.id}
          row={item.index}
          member={member}
          columns={columns}
          keys={keys}
          cells={cells}
          signature={JSON.stringify(cells)}
          handlers={handlers}
        />,
      );
      end = item.end;
    }
    const total = rows.options.scrollMargin + rows.getTotalSize();
    if (total > end) drawn.push(spacer('after', total - end));
    return drawn;
  };

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <MonthPicker year={year} month={month} disabled={dirty} onChange={(value) => setParam('month', value)} />
        <Field.Root width="auto" disabled={dirty}>
          <Field.Label fontSize="xs" color="fg.muted">
            Target type
          </Field.Label>
          <NativeSelect.Root size="sm" width="36">
            <NativeSelect.Field
              aria-label="Target type"
              value={type}
              onChange={(event) => setParam('type', event.target.value === 'VALUE' ? 'value' : null)}
            >
              <option value="QUANTITY">Quantity</option>
              <option value="VALUE">Value</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FilterSelect
          label="Region"
          value={region}
          options={regions}
          disabled={dirty}
          onChange={(value) => setParam('region', value === '0' ? null : value)}
        />
        <ColumnChooser
          columns={brands.map((b) => ({ key: String(b.id), label: b.name }))}
          hidden={new Set(brands.filter((b) => !chosen.includes(b.id)).map((b) => String(b.id)))}
          onToggle={(key, show) =>
            setParam(
              'brands',
              (show ? [...chosen, Number(key)] : chosen.filter((id) => id !== Number(key))).join(',') || null,
            )
          }
        />
        <Field.Root width="auto">
          <Field.Label fontSize="xs" color="fg.muted">
            Find member
          </Field.Label>
          <Input
            size="sm"
            width="44"
            type="search"
            placeholder="Name, login or region"
            value={find}
            onChange={(event) => setFind(event.target.value)}
          />
        </Field.Root>
        <Flex gap="2" ms="auto" align="center">
          {dirty && (
            <Badge colorPalette="orange">
              {unsaved} unsaved {unsaved === 1 ? 'change' : 'changes'}
              {Object.keys(pending.problems).length > 0 && `, ${Object.keys(pending.problems).length} not valid`}
            </Badge>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={dirty || busy || previousTargets.length === 0}
            title={
              dirty
                ? 'Save or discard your changes first'
                : previousTargets.length === 0
                  ? `${monthName(before.year, before.month)} has no targets`
                  : undefined
            }
            onClick={() => void askCopy()}
          >
            <FiCopy /> Copy from last month
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!dirty || busy}
            onClick={() => {
              setEdits({});
              setErrors({});
            }}
          >
            <FiRotateCcw /> Discard
          </Button>
          <Button
            size="sm"
            colorPalette="teal"
            loading={busy}
            loadingText={
              progress && progress.total > TARGETS_PER_CALL ? `Saving ${progress.done} of ${progress.total}` : undefined
            }
            disabled={!dirty || busy}
            onClick={() => void saveAll()}
          >
            <FiSave /> Save targets
          </Button>
        </Flex>
      </Flex>
      {dirty && (
        <Text fontSize="xs" color="fg.muted" mb="2">
          Save or discard your changes to choose another month, type or region.
        </Text>
      )}
      <ProblemList problems={problems} members={everyMember} brands={brands} edits={edits} />
      {error && !data && (
        <ErrorState failure={error} message="Failed to fetch targets." onRetry={() => void refetch()} />
      )}
      {loading && !data && <LoadingRows />}
      {data && members.length === 0 && (
        <EmptyState
          title={
            everyMember.length > 0
              ? `No member who takes targets matches "${find.trim()}"`
              : 'No active members who take targets in this region'
          }
        />
      )}
      {data && members.length > 0 && (
        <Table.ScrollArea
          ref={area}
          borderWidth="1px"
          rounded="md"
          maxH="640px"
          tabIndex={0}
          aria-label="Targets"
          // A cell focused by the keyboard scrolls clear of the sticky header and member column.
          scrollPaddingTop="2.5rem"
          scrollPaddingLeft={MEMBER_CELL.width}
        >
          <Table.Root
            ref={grid}
            size="sm"
            stickyHeader
            css={tableCss}
            aria-label={`${type === 'VALUE' ? 'Value' : 'Quantity'} targets for ${monthValue}`}
            aria-rowcount={members.length + 1}
          >
            <Table.Header ref={header}>
              <Table.Row aria-rowindex={1}>
                <Table.ColumnHeader {...MEMBER_CELL} bg="bg.panel" zIndex="2">
                  Team member
                </Table.ColumnHeader>
                {columns.map((brand) => (
                  <Table.ColumnHeader key={brand.id} textAlign="end">
                    {brand.name}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body onFocus={onGridFocus}>{drawnRows()}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <CopyTargetsDialog
        ask={copyAsk}
        from={before}
        to={{ year, month }}
        busy={copying.loading || copyProgress !== null}
        progress={copyProgress}
        onConfirm={() => void copyNow()}
        onCancel={() => setCopyAsk(null)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        body={`${unsaved} target ${unsaved === 1 ? 'change is' : 'changes are'} not saved and will be lost.`}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Box>
  );
}
