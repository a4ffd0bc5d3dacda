import type { Job } from '../index';
import { cleanupAuthTables } from './auth.service';

/** Deletes spent rate-limit windows, dead reset codes and long-ended sessions, every 10 minutes. */
export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  everyMs: 10 * 60_000,
  run: (app) => cleanupAuthTables(app.ctx),
};
