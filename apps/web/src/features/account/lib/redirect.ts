/**
 * Where to go after signing in: the page that sent the devotee here (navigation state `from`),
 * when it is a path inside this site and not /auth itself; otherwise home.
 */
export function safeRedirect(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from === '/auth' || from.startsWith('/auth?') || from.startsWith('/auth/')) return '/';
  return from;
}

/** The three modes of /auth, kept in ?mode= (sign in when absent). */
export type AuthMode = 'signin' | 'signup' | 'forgot';
export const parseAuthMode = (v: string | null): AuthMode => (v === 'signup' || v === 'forgot' ? v : 'signin');
