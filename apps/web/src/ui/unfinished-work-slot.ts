import { createContext, type ReactNode } from 'react';

/**
 * What else waits to be finished on "Mijn berekeningen" besides the saved calculations (a
 * stopped add-investment flow). The app fills it (`app/routes.tsx`), so the calculation feature
 * shows it without importing the feature it belongs to.
 */
export const UnfinishedWorkSlot = createContext<ReactNode>(null);
