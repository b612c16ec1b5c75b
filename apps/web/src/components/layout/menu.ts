import { createContext, useContext } from 'react';
import type { MenuEntry } from '@/lib/area';

/**
 * The sidebar's entries, as the console's list of areas gives them to the signed-in layout: the
 * sidebar and the dashboard read them here, so that no part of the kit imports that list.
 */
export const MenuContext = createContext<readonly MenuEntry[]>([]);

export const useMenu = () => useContext(MenuContext);
