import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { insertAuditEntry } from './audit.repository';

/** What a staff write records: its action (`user.role.grant`), its object, and the object before and after. */
export type AuditInput = {
  action: string;
  object: { type: string; id?: string | null };
  before?: unknown;
  after?: unknown;
};

/**
 * Who acted: the request's signed-in staff member (roles, IP, request id), or a named non-user
 * source (`payment-provider`: what the provider told us of on its own, e.g. a dashboard refund).
 */
export type AuditSource = FastifyRequest | { label: 'cli' | 'ADMIN_EMAIL' | 'demo-seed' | 'payment-provider' };

/**
 * Appends one row to the audit log (append-only: the database refuses UPDATE, DELETE, TRUNCATE).
 * Call it in the same transaction as the change it records, so there is never one without the
 * other: `await ctx.db.transaction(async (tx) => { …; await audit({ ...ctx, db: tx }, req, { … }) })`.
 */
export async function audit(ctx: { db: Db; now: () => Date }, source: AuditSource, entry: AuditInput): Promise<void> {
  const req = 'label' in source ? undefined : source;
  await insertAuditEntry(ctx.db, {
    at: ctx.now(),
    actorId: req?.user?.id ?? null,
    actorLabel: req ? null : (source as { label: string }).label,
    actorRoles: [...new Set((req?.user?.roles ?? []).map((g) => g.role))],
    action: entry.action,
    objectType: entry.object.type,
    objectId: entry.object.id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: req?.ip ?? null,
    requestId: req ? String(req.id) : null,
  });
}
