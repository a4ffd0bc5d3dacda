import type { RoleGrant } from '@sankalp/shared/api/admin';
import type { Config } from './config';
import type { Db } from './db/client';
import type { InstallationSecrets } from './lib/installation-secrets';

/** What every module needs, passed explicitly (no globals), so tests can swap the clock. */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** The current time; tests pass a fake clock. */
  now: () => Date;
  /** Whether this process's background jobs run (set by startJobs; /readyz reports it). */
  jobs: { running: boolean };
  /** Made once per installation and kept in its database (the sandbox provider's signing keys). */
  secrets: InstallationSecrets;
};

/** The signed-in user of a request, set by the auth module from `Authorization: Bearer`. */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string;
  userStuffId: string;
  sessionId: string;
  /** Staff roles (issue 14; empty for devotees), read with the session on every request. */
  roles: RoleGrant[];
  /** Whether the account has two-factor sign-in switched on. */
  twoFactorEnabled: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** null for guests; populated by the auth module's onRequest hook. */
    user: SessionUser | null;
  }
}
