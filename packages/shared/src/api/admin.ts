/**
 * Staff roles and the /api/v1/admin calls (issue 14). A user may hold several roles; temple staff
 * and pandits hold theirs for one temple or one pandit profile (one grant per scope).
 */
export const STAFF_ROLES = ['admin', 'operator', 'temple_staff', 'pandit'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that reach only their scope: which scope each one needs. */
export const SCOPED_ROLES = { temple_staff: 'templeId', pandit: 'panditId' } as const;

/** Staff sessions end after this long without a request (devotees' sessions: 2 h). */
export const STAFF_IDLE_SECONDS = 30 * 60;

/** One grant: the role and, for a scoped role, its temple or pandit. */
export type RoleGrant = { role: StaffRole; templeId: string | null; panditId: string | null };

/** A grant as the admin calls show it: the scope's name beside its id. */
export type RoleGrantView = RoleGrant & {
  temple: { id: string; name: string; slug: string } | null;
  pandit: { id: string; name: string } | null;
};

/** GET /admin/me. */
export type AdminMe = {
  user: { id: string; fullName: string; email: string };
  roles: RoleGrantView[];
  twoFactorEnabled: boolean;
  idleTimeoutSeconds: number;
};

/** GET /admin/users/{id}/roles, and the answer of the role writes. */
export type UserRoles = { userId: string; roles: RoleGrantView[] };

/** One row of the audit log (GET /admin/audit). */
export type AuditEntry = {
  id: string;
  at: string;
  /** The signed-in staff member, or null for the command line and start-up (`actorLabel`). */
  actor: { id: string; email: string | null; fullName: string | null } | null;
  actorLabel: string | null;
  /** The roles the actor held when acting. */
  actorRoles: string[];
  action: string;
  object: { type: string; id: string | null };
  before: unknown;
  after: unknown;
  ip: string | null;
  requestId: string | null;
};

export type AuditPage = { items: AuditEntry[]; total: number; nextCursor: string | null };

/** One account of GET /admin/users?q=&role= (the console's "Users & roles" search). */
export type AdminUserListItem = {
  id: string;
  fullName: string;
  email: string;
  /** E.164, e.g. +919876543210; null for a staff account made without a phone. */
  phone: string | null;
  createdAt: string;
  twoFactorEnabled: boolean;
  roles: RoleGrantView[];
};

export type AdminUserPage = { items: AdminUserListItem[]; total: number };
