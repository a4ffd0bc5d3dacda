import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DonationCreated, DonationView } from '@sankalp/shared/api/donations';
import type { Db } from '../../db/client';
import { campaigns, campaignSevas, donations } from '../../db/schema/index';
import { call, expectStatus, type Reply } from '../auth/auth.test-utils';
import {
  getWithKey,
  mailsLike,
  ordersOf,
  paidCheckout,
  withKey,
  type CheckoutSuccess,
} from '../payments/payments.test-utils';

/** Two campaigns with known seva prices (rupees): one 80G-eligible, one not. */
export type DonationFixture = {
  /** 80G-eligible. */
  campaignId: string;
  /** ₹501 */
  meal: string;
  /** ₹351 */
  water: string;
  /** ₹250.50 (paise matter) */
  lamp: string;
  /** Not 80G-eligible. */
  plainCampaignId: string;
  /** ₹1001, of the plain campaign */
  stone: string;
};

let seq = 0;

export async function insertDonationFixture(db: Db): Promise<DonationFixture> {
  seq += 1;
  const tag = `${seq}-${randomUUID().slice(0, 6)}`;
  const campaign = async (title: string, eligible80g: boolean) => {
    const [row] = await db
      .insert(campaigns)
      .values({
        slug: `${title.toLowerCase().replaceAll(' ', '-')}-${tag}`,
        title,
        subtitle: 'A campaign',
        img: '/art/campaign.svg',
        images: [],
        story: 'Story',
        description: 'Description',
        raisedPaise: 10_000_00,
        goalPaise: 5_00_000_00,
        participants: 10,
        category: 'annadaan',
        benefits: [],
        donorAvatars: [],
        eligible80g,
      })
      .returning();
    return row!.id;
  };
  const seva = async (campaignId: string, title: string, pricePaise: number, sort: number) => {
    const [row] = await db
      .insert(campaignSevas)
      .values({ campaignId, title, description: 'A seva', pricePaise, img: '/art/seva.svg', sort })
      .returning();
    return row!.id;
  };
  const campaignId = await campaign('Annadaan at Kashi', true);
  const plainCampaignId = await campaign('Village Shrine Repair', false);
  return {
    campaignId,
    meal: await seva(campaignId, 'Feed 11 Pilgrims', 50100, 0),
    water: await seva(campaignId, 'Drinking Water Seva', 35100, 1),
    lamp: await seva(campaignId, 'Deep Daan', 25050, 2),
    plainCampaignId,
    stone: await seva(plainCampaignId, 'Sponsor a Stone', 100100, 0),
  };
}

export const donorBody = (over: Record<string, unknown> = {}) => ({
  name: 'Ramesh Kumar',
  email: 'Ramesh@Example.in',
  phone: '+91 98765-43210',
  address: '12 Temple Road, Lanka, Varanasi, Uttar Pradesh 221005',
  gotra: 'Kashyap',
  pan_number: 'abcde1234f',
  ...over,
});

export type DonateOptions = {
  token?: string;
  campaignId?: string;
  sevas?: Array<{ seva_id: string; quantity: number }>;
  custom?: unknown;
  totalAmount?: unknown;
  donor?: Record<string, unknown>;
};

export function donationBody(fx: DonationFixture, o: DonateOptions = {}) {
  return {
    campaign_id: o.campaignId ?? fx.campaignId,
    sevas: o.sevas ?? [{ seva_id: fx.meal, quantity: 2 }],
    custom_donation: o.custom ?? 501,
    donor: donorBody(o.donor),
    ...(o.totalAmount !== undefined ? { totalAmount: o.totalAmount } : {}),
  };
}

export const createDonationCall = (app: FastifyInstance, fx: DonationFixture, o: DonateOptions = {}) =>
  call(app, 'POST', '/api/v1/donationsbooking/create', { token: o.token, body: donationBody(fx, o) });

/** Creates a donation; answers the create call's `data`. */
export async function donate(
  app: FastifyInstance,
  fx: DonationFixture,
  o: DonateOptions = {},
): Promise<DonationCreated> {
  const r = await createDonationCall(app, fx, o);
  expectStatus(r, 201);
  return r.body.data as DonationCreated;
}

export const verifyDonation = (
  app: FastifyInstance,
  donationId: string,
  cb: CheckoutSuccess | Record<string, unknown>,
) => call(app, 'POST', '/api/v1/donationsbooking/verify-payment', { body: { donation_id: donationId, ...cb } });

/** Pays the donation in the sandbox (no webhooks) and verifies it as the success handler would. */
export async function payDonation(
  app: FastifyInstance,
  created: DonationCreated,
  opts: { method?: 'upi' | 'card' | 'netbanking' | 'wallet' } = {},
): Promise<{ cb: CheckoutSuccess; verified: Reply }> {
  const cb = await paidCheckout(app, created.order.id, opts);
  const verified = await verifyDonation(app, created.donation._id, cb);
  return { cb, verified };
}

export const getDonation = (app: FastifyInstance, id: string, opts: { key?: string; token?: string } = {}) =>
  getWithKey(app, `/api/v1/donationsbooking/${id}`, opts);

export const viewOf = (r: Reply) => (r.body.data as { donation: DonationView }).donation;

/** GET …/receipt.pdf as raw bytes. */
export async function getReceipt(app: FastifyInstance, id: string, opts: { key?: string; token?: string } = {}) {
  const res = await app.inject({
    method: 'GET',
    url: withKey(`/api/v1/donationsbooking/${id}/receipt.pdf`, opts.key),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes: res.rawPayload,
    json: () => res.json() as Record<string, unknown>,
  };
}

// ─── Database probes ────────────────────────────────────────────────────────

export async function campaignRow(db: Db, id: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

export async function donationRow(db: Db, id: string) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row!;
}

export const receiptMails = (db: Db, donationId: string) => mailsLike(db, `donation:${donationId}`);

export const ordersOfDonation = (db: Db, donationId: string) => ordersOf(db, 'donation', donationId);

// ─── PDF text ────────────────────────────────────────────────────────────────

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
export const PDFTOTEXT = hasPdftotext();

/** The text of a PDF through poppler's pdftotext (check PDFTOTEXT first). */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'r.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
