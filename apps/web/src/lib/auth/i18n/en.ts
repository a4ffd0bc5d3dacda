/** The session's own notices (signed out, session ended); hi.ts has the same keys. */
const en = {
  ended: 'Your session has ended',
  endedText: 'Please sign in again to continue.',
  loggedOut: 'Logged out successfully',
};
export default en;
export type SessionMessages = typeof en;
