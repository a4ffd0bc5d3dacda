/**
 * The daily overdue digest (issue 10): every admin and operator is e-mailed the promises past
 * their due date, counted per type and listed oldest first, with links to the console. Runs from
 * the background jobs every hour and sends from 09:00 IST, once per IST day and person: the
 * outbox's dedupe key `overdue-digest:<date>:<user>` makes a second process or a restart a no-op.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/mail/html';
import { queueMail } from '../../lib/mail/mailer';
import { sqlRows } from '../admin/bookings/sql-rows';
import type { Job } from '../index';
import { listBoard, type BoardRow } from './board.repository';

const DIGEST_FROM_IST_HOUR = 9;
const LISTED = 50;
const IST_OFFSET_MS = 19_800_000;

const istDate = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const istStamp = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** Human words for a promise type, as the console names them. */
const TYPE_WORDS: Record<string, string> = {
  confirmation_call: 'Confirmation call',
  puja_performed: 'Puja performed',
  puja_video: 'Puja video',
  aashirwad_box: 'Aashirwad Box',
  dispatch: 'Dispatch',
  delivery: 'Delivery',
  certificate_80g: '80G certificate',
  consultation: 'Consultation',
};

/** The admins and operators (each once) who get the digest. */
async function operators(ctx: Pick<AppContext, 'db'>) {
  const rows = await sqlRows(
    ctx.db,
    sql`select distinct u.id, u.email from user_roles r join users u on u.id = r.user_id
      where r.role in ('admin', 'operator') and u.email is not null and u.email <> '' order by u.email`,
  );
  return rows.map((r) => ({ id: r.id as string, email: r.email as string }));
}

async function overdueCounts(ctx: Pick<AppContext, 'db' | 'now'>) {
  const rows = await sqlRows(
    ctx.db,
    sql`select type, count(*) as n from promises where kept_at is null and due_at < ${ctx.now().toISOString()}::timestamptz
      group by type order by count(*) desc, type`,
  );
  return rows.map((r) => ({ type: r.type as string, n: Number(r.n) }));
}

export function digestMail(base: string, day: string, counts: Array<{ type: string; n: number }>, oldest: BoardRow[]) {
  const total = counts.reduce((s, c) => s + c.n, 0);
  const board = `${base}/admin/fulfilment?status=overdue`;
  const line = (r: BoardRow) =>
    `${TYPE_WORDS[r.type] ?? r.type} · ${r.reference} · ${r.name} · ${r.title}${r.temple ? ` · ${r.temple.name}` : ''} — due ${istStamp(r.dueAt)} IST`;
  const text = [
    `${total} promise${total === 1 ? ' is' : 's are'} overdue on ${day}.`,
    '',
    ...counts.map((c) => `${TYPE_WORDS[c.type] ?? c.type}: ${c.n}`),
    '',
    'Oldest first:',
    ...oldest.map((r) => `- ${line(r)}\n  ${base}/admin/bookings/${r.kind}/${r.refId}`),
    '',
    `Open the fulfilment board: ${board}`,
  ].join('\n');
  const html = `<p>${total} promise${total === 1 ? ' is' : 's are'} overdue on ${escapeHtml(day)}.</p>
<ul>${counts.map((c) => `<li>${escapeHtml(TYPE_WORDS[c.type] ?? c.type)}: <strong>${c.n}</strong></li>`).join('')}</ul>
<p>Oldest first:</p>
<ol>${oldest
    .map(
      (r) =>
        `<li><a href="${escapeHtml(`${base}/admin/bookings/${r.kind}/${r.refId}`)}">${escapeHtml(line(r))}</a></li>`,
    )
    .join('')}</ol>
<p><a href="${escapeHtml(board)}">Open the fulfilment board</a></p>`;
  return { subject: `Sankalp: ${total} overdue promise${total === 1 ? '' : 's'} (${day})`, text, html };
}

/** Queues today's digest for each admin and operator (nothing when nothing is overdue or before 09:00 IST). */
export async function queueOverdueDigest(ctx: Pick<AppContext, 'db' | 'now' | 'config'>): Promise<number> {
  const now = ctx.now();
  if (new Date(now.getTime() + IST_OFFSET_MS).getUTCHours() < DIGEST_FROM_IST_HOUR) return 0;
  const counts = await overdueCounts(ctx);
  if (counts.length === 0) return 0;
  const oldest = await listBoard(
    ctx.db,
    { reach: { everything: true, templeIds: [], panditIds: [] }, now, status: 'overdue', keptSince: now },
    { limit: LISTED, offset: 0 },
  );
  const day = istDate(now);
  const mail = digestMail(ctx.config.publicUrl.replace(/\/+$/, ''), day, counts, oldest);
  const people = await operators(ctx);
  await ctx.db.transaction(async (tx) => {
    for (const p of people) await queueMail(tx, { to: p.email, ...mail, dedupeKey: `overdue-digest:${day}:${p.id}` });
  });
  return people.length;
}

export const overdueDigestJob: Job = {
  name: 'overdue-digest',
  everyMs: 60 * 60_000,
  run: (app) => queueOverdueDigest(app.ctx),
};
