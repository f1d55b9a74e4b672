// Two lists side by side (not mapped | mapped) with selection, and moves of the selection or of
// everything listed; a move of everything asks first. Used by the store and product mappings.
import { Badge, Box, Button, Checkbox, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FiChevronsLeft, FiChevronsRight } from 'react-icons/fi';
import { ConfirmDialog } from '../../platform/components/ConfirmDialog';
import { useNumberFormats } from '../../platform/components/reports/format';

export interface DualItem {
  id: number;
  label: string;
  detail?: string;
}

interface DualListProps {
  what: string;
  left: readonly DualItem[];
  right: readonly DualItem[];
  busy: boolean;
  onAdd: (ids: number[] | null) => Promise<void>;
  onRemove: (ids: number[] | null) => Promise<void>;
}

function Column({
  title,
  items,
  selected,
  toggle,
  testId,
}: {
  title: string;
  items: readonly DualItem[];
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  testId: string;
}) {
  const { number } = useNumberFormats();
  return (
    <Box borderWidth="1px" rounded="md" data-testid={testId}>
      <Flex justify="space-between" p="2" bg="bg.subtle" borderBottomWidth="1px">
        <Text fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
        <Badge>{number(items.length)}</Badge>
      </Flex>
      <Stack gap="0" maxH="420px" overflowY="auto" role="list" aria-label={title}>
        {items.length === 0 && (
          <Text p="3" fontSize="sm" color="fg.muted">
            Nothing here.
          </Text>
        )}
        {items.slice(0, 500).map((item) => (
          <Checkbox.Root
            key={item.id}
            role="listitem"
            px="2"
            py="1"
            checked={selected.has(item.id)}
            onCheckedChange={() => toggle(item.id)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontSize="sm">
              {item.label}{' '}
              {item.detail && (
                <Text as="span" color="fg.muted" fontSize="xs">
                  {item.detail}
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
        {items.length > 500 && (
          <Text p="2" fontSize="xs" color="fg.muted">
            The first 500 of {number(items.length)} are shown; narrow the filters, or move everything listed.
          </Text>
        )}
      </Stack>
    </Box>
  );
}

export function DualList({ what, left, right, busy, onAdd, onRemove }: DualListProps) {
  const [leftSelected, setLeft] = useState(new Set<number>());
  const [rightSelected, setRight] = useState(new Set<number>());
  const [confirm, setConfirm] = useState<'add' | 'remove' | null>(null);
  const { number } = useNumberFormats();
  // biome-ignore lint/correctness/useExhaustiveDependencies: new lists clear both selections
  useEffect(() => {
    setLeft(new Set());
    setRight(new Set());
  }, [left, right]);
  const toggle = (set: typeof setLeft) => (id: number) =>
    set((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr auto 1fr' }} gap="3" alignItems="start">
      <Column
        title={`Not mapped ${what}`}
        items={left}
        selected={leftSelected}
        toggle={toggle(setLeft)}
        testId="unmapped"
      />
      <Stack gap="2" pt={{ md: '10' }}>
        <Button
          size="sm"
          colorPalette="teal"
          disabled={busy || leftSelected.size === 0}
          onClick={() => void onAdd([...leftSelected])}
        >
          Map selected ({leftSelected.size}) <FiChevronsRight />
        </Button>
        <Button size="sm" variant="outline" disabled={busy || left.length === 0} onClick={() => setConfirm('add')}>
          Map all listed ({number(left.length)}) <FiChevronsRight />
        </Button>
        <Button
          size="sm"
          colorPalette="red"
          variant="subtle"
          disabled={busy || rightSelected.size === 0}
          onClick={() => void onRemove([...rightSelected])}
        >
          <FiChevronsLeft /> Unmap selected ({rightSelected.size})
        </Button>
        <Button size="sm" variant="outline" disabled={busy || right.length === 0} onClick={() => setConfirm('remove')}>
          <FiChevronsLeft /> Unmap all listed
        </Button>
      </Stack>
      <Column
        title={`Mapped ${what}`}
        items={right}
        selected={rightSelected}
        toggle={toggle(setRight)}
        testId="mapped"
      />
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm === 'add' ? `Map all ${number(left.length)} ${what}?` : `Unmap all ${number(right.length)} ${what}?`
        }
        body={
          confirm === 'add'
            ? `${number(left.length)} ${what} listed on the left will be mapped. Nothing changes until you confirm.`
            : `Every ${what.replace(/s$/, '')} listed on the right will be unmapped.`
        }
        confirmLabel={confirm === 'add' ? 'Map all' : 'Unmap all'}
        busy={busy}
        onConfirm={() => {
          const action = confirm;
          setConfirm(null);
          void (action === 'add' ? onAdd(null) : onRemove(null));
        }}
        onCancel={() => setConfirm(null)}
      />
    </Grid>
  );
}
