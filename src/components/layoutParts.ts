import { createContext, lazy, useContext, type ComponentType } from 'react';

/** Parts every layout shows to signed-in users, loaded on demand. */
export interface LayoutParts {
  AccountMenu: ComponentType;
  ChatSignedIn: ComponentType;
}

/**
 * The parts as any layout loads them, on demand: their chunks carry whatever a page of any layout
 * may lack (menus, dropdowns, badges). The console layout gives its own (src/layouts/consoleParts.ts),
 * so its pages do not load that code twice.
 */
const SHARED_PARTS: LayoutParts = {
  AccountMenu: lazy(() => import('./UserMenu/AccountMenu')),
  ChatSignedIn: lazy(() => import('./chat/ChatSignedIn')),
};

export const LayoutPartsContext = createContext<LayoutParts>(SHARED_PARTS);

export const useLayoutParts = (): LayoutParts => useContext(LayoutPartsContext);
