import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promises } from '../../db/schema/index';
import type { StaffReach } from '../admin/bookings/payable-projection';
import { sqlRows } from '../admin/bookings/sql-rows';
import { reachOnPromises } from './board.repository';

export const ON_TIME_WINDOW_MS = 30 * 86_400_000;

/**
 * The dashboard's "kept on time" figure (issue 10): promises due in the 30 days up to `now` within
 * `reach`, and how many of them were kept by their due date (kept_at <= due_at).
 */
export async function promisesOnTime(db: Db, reach: StaffReach, now: Date) {
  const limit = reachOnPromises(reach);
  if (limit === null) return { due: 0, onTime: 0, share: null };
  const from = new Date(now.getTime() - ON_TIME_WINDOW_MS).toISOString();
  const rows = await sqlRows(
    db,
    sql`select count(*) as due, count(*) filter (where ${promises.keptAt} <= ${promises.dueAt}) as on_time
      from ${promises}
      where ${promises.dueAt} >= ${from}::timestamptz and ${promises.dueAt} <= ${now.toISOString()}::timestamptz
        ${limit ? sql`and ${limit}` : sql``}`,
  );
  const due = Number(rows[0]?.due ?? 0);
  const onTime = Number(rows[0]?.on_time ?? 0);
  return { due, onTime, share: due === 0 ? null : onTime / due };
}
