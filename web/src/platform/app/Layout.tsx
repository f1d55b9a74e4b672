// The guarded screens' frame: header, collapsible side menu (a drawer below 992 px, icons only from
// 993 to 1024 px), title bar with the active item's title and icon, and the screen itself.
import { Box, Flex, Heading, Icon, IconButton, Link, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { FiMenu } from 'react-icons/fi';
import { useLocation } from 'react-router-dom';
import { ColorModeSwitch } from './ColorModeSwitch';
import { iconFor } from './icons';
import { initialMenuState, menuReducer } from './menu-state';
import { SideMenu } from './SideMenu';
import { screenAt } from './screens';
import { type MenuEntry, useLogout, useMember } from './session';

const SKIP_NAV_ID = 'screen';
const MOBILE_MAX = 992;
const TABLET_MAX = 1024;
/** The page (permission) that opens the API explorer; the gateway's /explorer checks the same. */
const EXPLORER_PAGE = 'API Explorer';

// The account menu (Chakra's menu machine) loads after the page it sits on: no route waits for it, and until it is
// there the member's name stands in its place.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));
// The drawer the menu opens in below 992 px (Chakra's dialog machine) loads only in such a window, once the page
// is drawn: it is closed until the member asks for the menu.
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })));

function useViewportWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

type Flat = { id: string; title: string; icon?: string | null; url?: string | null; parents: string[] };

type Entries = readonly MenuEntry[] | MenuEntry['children'];

function flatten(entries: Entries, parents: string[] = []): Flat[] {
  return entries.flatMap((entry) => [
    { id: entry.id, title: entry.title, icon: entry.icon, url: entry.url, parents },
    ...('children' in entry && entry.children
      ? flatten(entry.children as MenuEntry['children'], [...parents, entry.id])
      : []),
  ]);
}

export function Layout({ children }: { children: ReactNode }) {
  const member = useMember();
  /** The header links to the API explorer only for members who hold its page. */
  const explorer = member.pages.includes(EXPLORER_PAGE);
  const logout = useLogout();
  const location = useLocation();
  const width = useViewportWidth();
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mobile = width < MOBILE_MAX;
  const compact = !mobile && (width <= TABLET_MAX || state.collapseMenu);

  const entries = useMemo(() => flatten(member.menu), [member.menu]);
  const active = entries.find((entry) => entry.url === location.pathname);
  const screen = screenAt(location.pathname);
  const title = screen?.title ?? 'FieldPulse';

  useEffect(() => {
    document.title = `${title} | FieldPulse`;
  }, [title]);

  // Open the collapses that hold the active item, once per route, and close the others (an accordion).
  // biome-ignore lint/correctness/useExhaustiveDependencies: per route, so a collapse the user closed stays closed
  useEffect(() => {
    const parents = active?.parents ?? [];
    if (parents.length > 0)
      for (const id of state.isOpen.filter((open) => !parents.includes(open)))
        dispatch({ type: 'NAV_COLLAPSE_LEAVE', id, sub: true });
    const collapses = parents.filter((id) => id !== 'navigation' && !state.isOpen.includes(id));
    for (const id of collapses) dispatch({ type: 'COLLAPSE_TOGGLE', id, sub: true });
  }, [location.pathname]); // only when the route changes: a collapse the user closed stays closed

  const menu = (
    <SideMenu
      menu={member.menu}
      state={state}
      dispatch={dispatch}
      compact={compact && !mobile}
      onLogout={() => void logout()}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <Flex minHeight="100vh" bg="bg.subtle">
      {/* The first stop of the Tab key: past the menu to the screen. */}
      {/* Focus moves by hand, so the address gains no `#fragment` (a router navigation a reload would carry). */}
      <SkipNavLink
        id={SKIP_NAV_ID}
        zIndex="skipNav"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(SKIP_NAV_ID)?.focus();
        }}
      >
        Skip to content
      </SkipNavLink>
      {!mobile && (
        <Box
          as="aside"
          width={compact ? '16' : '64'}
          flexShrink={0}
          bg="gray.900"
          position="sticky"
          top="0"
          height="100vh"
          transition="width 0.2s"
        >
          <Flex height="14" align="center" px="4" color="white" fontWeight="bold" gap="2">
            <Box width="7" height="7" rounded="md" bg="teal.600" display="grid" placeItems="center" fontSize="sm">
              FP
            </Box>
            {!compact && 'FieldPulse'}
          </Flex>
          <Box height="calc(100vh - 3.5rem)">{menu}</Box>
        </Box>
      )}
      {mobile && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            {menu}
          </MenuDrawer>
        </Suspense>
      )}
      <Flex direction="column" flex="1" minWidth="0">
        <Flex as="header" height="14" align="center" gap="3" px="4" bg="bg.panel" borderBottomWidth="1px">
          <IconButton
            aria-label="Toggle menu"
            variant="ghost"
            size="sm"
            onClick={() => (mobile ? setDrawerOpen(true) : dispatch({ type: 'COLLAPSE_MENU' }))}
          >
            <FiMenu />
          </IconButton>
          <Text fontWeight="semibold" color="fg">
            FieldPulse
          </Text>
          <Text display={{ base: 'none', md: 'block' }} color="fg.muted" fontSize="sm">
            · Retail Solution by Meridian Distribution
          </Text>
          {/* The analysts' GraphQL explorer: a page of its own, outside the client's routes, for its holders. */}
          {explorer && (
            <Link ms="auto" href="/explorer" fontSize="sm" color="teal.fg" display={{ base: 'none', md: 'inline' }}>
              API explorer
            </Link>
          )}
          {/* Narrows on a 360 px phone (the name cut shorter) rather than push the dark mode switch off screen. */}
          <Box ms={{ base: 'auto', md: explorer ? '0' : 'auto' }} minW="0">
            <Suspense
              fallback={
                <Text as="span" fontSize="sm" color="fg.muted" truncate px="3">
                  {member.name}
                </Text>
              }
            >
              <AccountMenu />
            </Suspense>
          </Box>
          <ColorModeSwitch />
        </Flex>
        <SkipNavContent as="main" id={SKIP_NAV_ID} flex="1" display="flex" flexDirection="column">
          <Flex align="center" gap="2" px="6" py="4">
            <Icon as={iconFor(screen?.icon)} color="teal.fg" boxSize="5" />
            <Heading as="h1" size="lg" color="fg">
              {title}
            </Heading>
          </Flex>
          <Box px="6" pb="8" flex="1">
            {children}
          </Box>
        </SkipNavContent>
      </Flex>
    </Flex>
  );
}
