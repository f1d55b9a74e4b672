// The side menu drawn from `me.menu`: groups as labels, collapses as disclosure buttons (one open at a time
// among siblings: an accordion), items as links.
// As an icon rail (compact) each entry names itself in a tooltip on hover and on keyboard focus.
import { Box, Button, Icon, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FiChevronDown, FiChevronRight } from 'react-icons/fi';
import { NavLink } from 'react-router-dom';
import { iconFor } from './icons';
import type { MenuAction, MenuState } from './menu-state';
import type { MenuEntry } from './session';

interface SideMenuProps {
  menu: MenuEntry[];
  state: MenuState;
  dispatch: (action: MenuAction) => void;
  /** Icons only. */
  compact: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
}

type Entry = MenuEntry | MenuEntry['children'][number] | MenuEntry['children'][number]['children'][number];

/** The other collapses beside `id` (same parent): opening one closes them, so the menu stays within the fold. */
function siblingCollapses(entries: readonly Entry[], id: string): string[] {
  for (const entry of entries) {
    const children = 'children' in entry ? (entry.children as Entry[]) : [];
    if (children.some((child) => child.id === id))
      return children.filter((child) => child.type === 'COLLAPSE' && child.id !== id).map((child) => child.id);
    const found = siblingCollapses(children, id);
    if (found.length > 0) return found;
  }
  return [];
}

const rowStyle = {
  width: '100%',
  justifyContent: 'flex-start',
  gap: '3',
  px: '3',
  py: '1',
  // 32 px rows (a Button is 40 by default): with one collapse open the whole menu fits 850 px high.
  height: '8',
  rounded: 'md',
  fontSize: 'sm',
  color: 'gray.200',
  _hover: { bg: 'whiteAlpha.100', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'teal.300' },
  _expanded: { bg: 'whiteAlpha.100', color: 'white' },
} as const;

/** In the icon rail, the entry's name beside it while the pointer is over it or it has focus. */
function RailTip({ label, compact, children }: { label: string; compact: boolean; children: ReactElement }) {
  if (!compact) return children;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export function SideMenu({ menu, state, dispatch, compact, onLogout, onNavigate }: SideMenuProps) {
  const renderEntry = (entry: Entry, depth: number) => {
    const children = 'children' in entry ? (entry.children as Entry[]) : [];
    const EntryIcon = iconFor(entry.icon);
    const label = compact ? null : (
      <Text as="span" truncate>
        {entry.title}
      </Text>
    );
    if (entry.type === 'GROUP') {
      return (
        <Box key={entry.id} as="li" listStyleType="none">
          {!compact && (
            <Text
              px="3"
              pt="4"
              pb="1"
              fontSize="xs"
              fontWeight="semibold"
              letterSpacing="wider"
              textTransform="uppercase"
              color="gray.400"
            >
              {entry.title}
            </Text>
          )}
          <Stack as="ul" gap="0.5">
            {children.map((child) => renderEntry(child, depth + 1))}
          </Stack>
        </Box>
      );
    }
    if (entry.type === 'COLLAPSE') {
      const open = state.isOpen.includes(entry.id);
      return (
        <Box key={entry.id} as="li" listStyleType="none">
          <RailTip label={entry.title} compact={compact}>
            <Button
              variant="ghost"
              {...rowStyle}
              aria-expanded={open}
              aria-label={compact ? entry.title : undefined}
              onClick={() => {
                if (!open)
                  for (const other of siblingCollapses(menu, entry.id))
                    if (state.isOpen.includes(other)) dispatch({ type: 'NAV_COLLAPSE_LEAVE', id: other, sub: true });
                dispatch({ type: 'COLLAPSE_TOGGLE', id: entry.id, sub: true });
              }}
            >
              <Icon as={EntryIcon} boxSize="4" />
              {label}
              {!compact && <Icon as={open ? FiChevronDown : FiChevronRight} ms="auto" boxSize="3.5" />}
            </Button>
          </RailTip>
          {open && (
            <Stack as="ul" gap="0.5" ps={compact ? 0 : 4}>
              {children.map((child) => renderEntry(child, depth + 1))}
            </Stack>
          )}
        </Box>
      );
    }
    if (entry.id === 'logout') {
      return (
        <Box key={entry.id} as="li" listStyleType="none">
          <RailTip label={entry.title} compact={compact}>
            <Button variant="ghost" {...rowStyle} onClick={onLogout} aria-label={compact ? entry.title : undefined}>
              <Icon as={EntryIcon} boxSize="4" />
              {label}
            </Button>
          </RailTip>
        </Box>
      );
    }
    return (
      <Box key={entry.id} as="li" listStyleType="none">
        <RailTip label={entry.title} compact={compact}>
          <Button asChild variant="ghost" {...rowStyle}>
            <NavLink
              to={entry.url ?? '#'}
              aria-label={compact ? entry.title : undefined}
              onClick={() => {
                if (depth <= 1) dispatch({ type: 'COLLAPSE_TOGGLE', id: entry.id, sub: false });
                onNavigate?.();
              }}
              style={({ isActive }) =>
                isActive ? { background: 'var(--chakra-colors-teal-700)', color: 'white' } : undefined
              }
            >
              <Icon as={EntryIcon} boxSize={depth > 2 ? '3.5' : '4'} />
              {label}
            </NavLink>
          </Button>
        </RailTip>
      </Box>
    );
  };

  return (
    <Box as="nav" aria-label="Main menu" px="2" py="2" overflowY="auto" height="100%">
      <Stack as="ul" gap="0.5">
        {menu.map((entry) => renderEntry(entry, 0))}
      </Stack>
    </Box>
  );
}
