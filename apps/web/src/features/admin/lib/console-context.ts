import { createContext, useContext } from 'react';
import type { AdminMe, StaffRole } from '@sankalp/shared/api/admin';
import type { SectionKey } from './sections';

/** Who is at the console: GET /admin/me, with the roles and sections it reaches, for every section. */
export type ConsoleState = {
  me: AdminMe;
  roles: StaffRole[];
  sections: SectionKey[];
  temples: { id: string; name: string }[];
  pandits: { id: string; name: string }[];
};

export const ConsoleContext = createContext<ConsoleState | null>(null);

export function useConsole(): ConsoleState {
  const c = useContext(ConsoleContext);
  if (!c) throw new Error('useConsole must be used inside the console');
  return c;
}
