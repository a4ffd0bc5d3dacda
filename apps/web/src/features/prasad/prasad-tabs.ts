/** The ordering area's tabs; 'feedback' has no tab button and is reached from 'Leave Feedback'. */
export const PRASAD_TABS = ['available', 'current', 'previous', 'tracking', 'feedback'] as const;
export type PrasadTab = (typeof PRASAD_TABS)[number];

export function parsePrasadTab(value: string | null): PrasadTab {
  return (PRASAD_TABS as readonly string[]).includes(value ?? '') ? (value as PrasadTab) : 'available';
}
