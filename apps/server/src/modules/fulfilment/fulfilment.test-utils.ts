import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PromiseType } from '@sankalp/shared/promises';
import type { Db } from '../../db/client';
import { promises, pujas } from '../../db/schema/index';
import { pujaBookingAtTemple } from '../admin/bookings/admin-bookings.test-utils';
import { multipartFile } from '../media/media.test-utils';
import { insertPromises, type PromiseDraft } from './promises.repository';

/**
 * The promises of a record as the payment core makes them (insertPromises: once per record and
 * type, so this adds only what the kind's own `promises()` has not written), answered by type.
 */
export async function givePromises(
  db: Db,
  kind: string,
  refId: string,
  drafts: PromiseDraft[],
  now: Date,
): Promise<Record<PromiseType, string>> {
  await insertPromises(db, kind, refId, drafts, now);
  const rows = await db
    .select()
    .from(promises)
    .where(and(eq(promises.kind, kind), eq(promises.refId, refId)));
  return Object.fromEntries(rows.map((r) => [r.type, r.id])) as Record<PromiseType, string>;
}

export async function promiseRow(db: Db, id: string) {
  const [row] = await db.select().from(promises).where(eq(promises.id, id));
  return row!;
}

export const templeOfPuja = async (db: Db, pujaId: string) =>
  (await db.select({ id: pujas.templeId }).from(pujas).where(eq(pujas.id, pujaId)))[0]!.id;

/** The head of a WebM file (EBML magic, doc type "webm") and some bytes: enough for the sniffer. */
export function webmBytes(size = 4096): Buffer {
  const head = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex');
  const body = Buffer.alloc(Math.max(0, size - head.length));
  for (let i = 0; i < body.length; i++) body[i] = i % 251;
  return Buffer.concat([head, body]);
}

/** The head of an MP4 file (`ftyp` box at byte 4) and filler. */
export function mp4Bytes(size = 4096): Buffer {
  const head = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  const body = Buffer.alloc(Math.max(0, size - head.length), 7);
  return Buffer.concat([head, body]);
}

/** A multipart body of one video file. */
export const videoUpload = (bytes: Buffer, name = 'puja.webm', type = 'video/webm') =>
  multipartFile(bytes, { filename: name, contentType: type });

type Caller =
  | 'guest'
  | 'devotee'
  | 'admin'
  | 'operator'
  | 'templeStaffInScope'
  | 'templeStaffOutOfScope'
  | 'panditInScope'
  | 'panditOutOfScope'
  | 'staffWithout2fa';
type Expect = Record<Caller, number>;

const everyStaff = (ok: number): Expect => ({
  guest: 401,
  devotee: 403,
  admin: ok,
  operator: ok,
  templeStaffInScope: ok,
  templeStaffOutOfScope: ok,
  panditInScope: ok,
  panditOutOfScope: ok,
  staffWithout2fa: 403,
});

/** The puja team's actions on a promise at temple A: in reach a 400 (wrong type), out of reach 404. */
const pujaTeam = (inReach: number, outOfReach: number): Expect => ({
  guest: 401,
  devotee: 403,
  admin: inReach,
  operator: inReach,
  templeStaffInScope: inReach,
  templeStaffOutOfScope: outOfReach,
  panditInScope: 403,
  panditOutOfScope: 403,
  staffWithout2fa: 403,
});

type World = { templeA: string; panditA: string };

/**
 * The fulfilment routes' rows of admin-matrix.test.ts. The actions name promises of the wrong type
 * for them, so nothing is written while reach is still checked first: promises of a puja booking at
 * temple A, and one of pandit A. In reach: 400; out of reach: 404; a role the action is not for: 403.
 */
export function fulfilmentMatrix(t: () => { app: FastifyInstance; db: { db: Db } }) {
  let made: Promise<{ performed: string; video: string; ofPanditA: string }> | undefined;
  const ids = { performed: '', video: '', ofPanditA: '' };
  const at = (path: string) => async (w: World) => {
    made ??= (async () => {
      const db = t().db.db;
      const bookingId = await pujaBookingAtTemple(t().app, db, w.templeA);
      const now = new Date();
      const due = new Date(now.getTime() + 86_400_000);
      const mine = await givePromises(
        db,
        'puja_booking',
        bookingId,
        [
          { type: 'puja_performed', dueAt: due, templeId: w.templeA },
          { type: 'puja_video', dueAt: due, templeId: w.templeA },
        ],
        now,
      );
      const pandit = await givePromises(
        db,
        'pandit_booking',
        randomUUID(),
        [{ type: 'dispatch', dueAt: due, panditId: w.panditA }],
        now,
      );
      return { performed: mine.puja_performed, video: mine.puja_video, ofPanditA: pandit.dispatch };
    })();
    Object.assign(ids, await made);
    return path;
  };
  const video = videoUpload(webmBytes(2048));
  return {
    'GET /api/v1/admin/fulfilment': { url: () => '/api/v1/admin/fulfilment?limit=5', expect: everyStaff(200) },
    'GET /api/v1/admin/fulfilment/pujas': { url: () => '/api/v1/admin/fulfilment/pujas', expect: everyStaff(200) },
    'POST /api/v1/admin/fulfilment/videos': {
      url: () => '/api/v1/admin/fulfilment/videos',
      body: () => video.payload,
      headers: () => video.headers,
      expect: pujaTeam(201, 201),
    },
    'POST /api/v1/admin/fulfilment/performed': {
      url: at('/api/v1/admin/fulfilment/performed'),
      body: () => ({ promiseIds: [ids.video] }),
      expect: pujaTeam(400, 404),
    },
    'POST /api/v1/admin/fulfilment/video': {
      url: at('/api/v1/admin/fulfilment/video'),
      body: () => ({ promiseIds: [ids.performed], videoLink: 'https://videos.example.in/puja.mp4' }),
      expect: pujaTeam(400, 404),
    },
    'POST /api/v1/admin/fulfilment/parcel': {
      url: at('/api/v1/admin/fulfilment/parcel'),
      body: () => ({ promiseIds: [ids.performed], step: 'packed' }),
      expect: pujaTeam(400, 404),
    },
    'POST /api/v1/admin/fulfilment/consultation': {
      url: at('/api/v1/admin/fulfilment/consultation'),
      body: () => ({ promiseId: ids.ofPanditA, outcome: 'completed' }),
      expect: {
        guest: 401,
        devotee: 403,
        admin: 400,
        operator: 400,
        templeStaffInScope: 403,
        templeStaffOutOfScope: 403,
        panditInScope: 400,
        panditOutOfScope: 404,
        staffWithout2fa: 403,
      },
    },
    'POST /api/v1/admin/fulfilment/certificate': {
      url: at('/api/v1/admin/fulfilment/certificate'),
      body: () => ({ promiseIds: [ids.performed] }),
      expect: {
        guest: 401,
        devotee: 403,
        admin: 400,
        operator: 400,
        templeStaffInScope: 403,
        templeStaffOutOfScope: 403,
        panditInScope: 403,
        panditOutOfScope: 403,
        staffWithout2fa: 403,
      },
    },
  };
}
