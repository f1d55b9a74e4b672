import { describe, expect, it } from 'vitest';
import { initialMenuState, type MenuState, menuReducer } from '../src/platform/app/menu-state';

describe('menu state (description point 4)', () => {
  it('starts vertical, expanded, nothing open', () => {
    expect(initialMenuState).toEqual({ layout: 'vertical', collapseMenu: false, isOpen: [], isTrigger: [] });
  });

  it('toggling a sub item adds, then removes, its id in the open and triggered lists', () => {
    const opened = menuReducer(initialMenuState, { type: 'COLLAPSE_TOGGLE', id: 'sales', sub: true });
    expect(opened).toMatchObject({ isOpen: ['sales'], isTrigger: ['sales'] });
    const both = menuReducer(opened, { type: 'COLLAPSE_TOGGLE', id: 'store-check', sub: true });
    expect(both).toMatchObject({ isOpen: ['sales', 'store-check'], isTrigger: ['sales', 'store-check'] });
    expect(menuReducer(both, { type: 'COLLAPSE_TOGGLE', id: 'sales', sub: true })).toMatchObject({
      isOpen: ['store-check'],
      isTrigger: ['store-check'],
    });
  });

  it('toggling a plain item opens only it, or closes all when it was already triggered', () => {
    const state: MenuState = { ...initialMenuState, isOpen: ['sales', 'settings'], isTrigger: ['sales', 'settings'] };
    const only = menuReducer(state, { type: 'COLLAPSE_TOGGLE', id: 'dashboard', sub: false });
    expect(only).toMatchObject({ isOpen: ['dashboard'], isTrigger: ['dashboard'] });
    expect(menuReducer(only, { type: 'COLLAPSE_TOGGLE', id: 'dashboard', sub: false })).toMatchObject({
      isOpen: [],
      isTrigger: [],
    });
  });

  it('collapse-leave closes a sub item and leaves plain items alone', () => {
    const state: MenuState = { ...initialMenuState, isOpen: ['sales', 'settings'], isTrigger: ['sales', 'settings'] };
    expect(menuReducer(state, { type: 'NAV_COLLAPSE_LEAVE', id: 'sales', sub: true })).toMatchObject({
      isOpen: ['settings'],
      isTrigger: ['settings'],
    });
    expect(menuReducer(state, { type: 'NAV_COLLAPSE_LEAVE', id: 'sales', sub: false })).toBe(state);
  });

  it('toggle-collapse flips collapseMenu; reset restores layout and collapse; change layout sets it', () => {
    const collapsed = menuReducer(initialMenuState, { type: 'COLLAPSE_MENU' });
    expect(collapsed.collapseMenu).toBe(true);
    expect(menuReducer(collapsed, { type: 'COLLAPSE_MENU' }).collapseMenu).toBe(false);
    const horizontal = menuReducer(collapsed, { type: 'CHANGE_LAYOUT', layout: 'horizontal' });
    expect(horizontal.layout).toBe('horizontal');
    expect(menuReducer(horizontal, { type: 'RESET' })).toMatchObject({ layout: 'vertical', collapseMenu: false });
  });
});
