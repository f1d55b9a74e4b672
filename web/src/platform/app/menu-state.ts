// Menu and layout state of the description's point 4, as a pure reducer.
export interface MenuState {
  layout: 'vertical' | 'horizontal';
  collapseMenu: boolean;
  /** Ids of the open menu entries. */
  isOpen: string[];
  /** Ids of the triggered menu entries. */
  isTrigger: string[];
}

export type MenuAction =
  | { type: 'COLLAPSE_TOGGLE'; id: string; sub: boolean }
  | { type: 'NAV_COLLAPSE_LEAVE'; id: string; sub: boolean }
  | { type: 'COLLAPSE_MENU' }
  | { type: 'RESET' }
  | { type: 'CHANGE_LAYOUT'; layout: MenuState['layout'] };

export const initialMenuState: MenuState = { layout: 'vertical', collapseMenu: false, isOpen: [], isTrigger: [] };

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'COLLAPSE_TOGGLE': {
      if (action.sub) {
        const open = state.isOpen.includes(action.id);
        return {
          ...state,
          isOpen: open ? without(state.isOpen, action.id) : [...state.isOpen, action.id],
          isTrigger: open ? without(state.isTrigger, action.id) : [...state.isTrigger, action.id],
        };
      }
      const triggered = state.isTrigger.includes(action.id);
      return { ...state, isOpen: triggered ? [] : [action.id], isTrigger: triggered ? [] : [action.id] };
    }
    case 'NAV_COLLAPSE_LEAVE':
      if (!action.sub) return state;
      return { ...state, isOpen: without(state.isOpen, action.id), isTrigger: without(state.isTrigger, action.id) };
    case 'COLLAPSE_MENU':
      return { ...state, collapseMenu: !state.collapseMenu };
    case 'RESET':
      return { ...state, layout: initialMenuState.layout, collapseMenu: initialMenuState.collapseMenu };
    case 'CHANGE_LAYOUT':
      return { ...state, layout: action.layout };
  }
}
