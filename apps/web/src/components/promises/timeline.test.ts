import { describe, expect, it } from 'vitest';
import type { PromiseView } from '@sankalp/shared/promises';
import { dueDisplay, hasTimeline, nextStep, timelineSteps, videoOf, type TimelineRecord } from './timeline';

const p = (kind: PromiseView['kind'], over: Partial<PromiseView> = {}): PromiseView => ({
  kind,
  dueAt: '2026-11-28T18:30:00.000Z',
  status: 'open',
  keptAt: null,
  ...over,
});

const puja = (promises: PromiseView[], over: Partial<TimelineRecord> = {}): TimelineRecord => ({
  kind: 'puja_booking',
  payment_status: 'completed',
  paid_at: '2026-11-21T06:30:00.000Z',
  promises,
  ...over,
});

const keys = (r: TimelineRecord) => timelineSteps(r).map((s) => `${s.key}:${s.state}`);

describe('timelineSteps', () => {
  it('orders a puja booking as lived: booked, call, performed, video, prasad shipped, delivered', () => {
    // The server sends them by due date; the call is due first, the box last, but the order is fixed anyway.
    const r = puja([
      p('aashirwad_box', { dueAt: '2026-12-03T18:30:00.000Z' }),
      p('puja_video'),
      p('confirmation_call', { dueAt: '2026-11-21T08:30:00.000Z', status: 'kept', keptAt: '2026-11-21T07:00:00.000Z' }),
      p('puja_performed', { dueAt: '2026-11-23T18:30:00.000Z' }),
    ]);
    expect(keys(r)).toEqual([
      'booked:done',
      'call:done',
      'performed:upcoming',
      'video:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
    expect(timelineSteps(r)[0]).toMatchObject({ doneAt: '2026-11-21T06:30:00.000Z', dueAt: null });
  });

  it('leaves out the prasad steps of a booking that asked for none', () => {
    expect(keys(puja([p('puja_performed'), p('puja_video')]))).toEqual([
      'booked:done',
      'performed:upcoming',
      'video:upcoming',
    ]);
  });

  it('marks the prasad shipped once the team recorded it, with the courier and tracking number', () => {
    const box = p('aashirwad_box', {
      evidence: { shippedAt: '2026-11-25T10:00:00.000Z', courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    const [shipped, delivered] = timelineSteps(puja([box])).slice(1);
    expect(shipped).toMatchObject({ key: 'shipped', state: 'done', doneAt: '2026-11-25T10:00:00.000Z' });
    expect(shipped!.evidence).toMatchObject({ courier: 'India Post', trackingNumber: 'EE123456789IN' });
    expect(delivered).toMatchObject({ key: 'delivered', state: 'upcoming', dueAt: box.dueAt, doneAt: null });
    // Delivered without a recorded shipping: shipped counts as done then too.
    const kept = p('aashirwad_box', { status: 'kept', keptAt: '2026-11-30T10:00:00.000Z' });
    expect(keys(puja([kept]))).toEqual(['booked:done', 'shipped:done', 'delivered:done']);
  });

  it('shows an overdue promise as late', () => {
    expect(keys(puja([p('puja_video', { status: 'overdue' })]))).toEqual(['booked:done', 'video:late']);
  });

  it('names the other kinds’ steps: donation certificate, store call and dispatch, consultation', () => {
    expect(keys({ ...puja([p('certificate_80g')]), kind: 'donation' })).toEqual([
      'booked:done',
      'certificate:upcoming',
    ]);
    expect(keys({ ...puja([p('dispatch'), p('confirmation_call')]), kind: 'product_order' })).toEqual([
      'booked:done',
      'call:upcoming',
      'dispatched:upcoming',
    ]);
    expect(keys({ ...puja([p('consultation')]), kind: 'pandit_booking' })).toEqual([
      'booked:done',
      'consultation:upcoming',
    ]);
  });

  it('shows nothing for an unpaid, refunded or promise-less record; a card without paid_at starts at the first promise', () => {
    expect(timelineSteps(puja([p('puja_video')], { payment_status: 'pending' }))).toEqual([]);
    expect(timelineSteps(puja([p('puja_video')], { payment_status: 'refunded' }))).toEqual([]);
    expect(hasTimeline(puja([]))).toBe(false);
    expect(keys(puja([p('puja_video')], { paid_at: undefined }))).toEqual(['video:upcoming']);
  });
});

describe('nextStep', () => {
  it('is the first step not done, late or not; null once all are done', () => {
    const r = puja([
      p('confirmation_call', { status: 'kept', keptAt: '2026-11-21T07:00:00.000Z' }),
      p('puja_performed', { status: 'overdue', dueAt: '2026-11-23T18:30:00.000Z' }),
      p('puja_video'),
    ]);
    expect(nextStep(r)).toMatchObject({ key: 'performed', state: 'late', dueAt: '2026-11-23T18:30:00.000Z' });
    expect(nextStep(puja([p('puja_video', { status: 'kept', keptAt: '2026-11-27T00:00:00.000Z' })]))).toBeNull();
  });
});

describe('dueDisplay', () => {
  it('shows the end of an IST day as that day, without a time; an hour’s promise with its time', () => {
    // 2026-11-28T18:30Z is 00:00 IST on the 29th: the promise is "by the 28th".
    const day = dueDisplay('2026-11-28T18:30:00.000Z');
    expect(day.withTime).toBe(false);
    expect(day.at.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' })).toBe(
      '28 Nov',
    );
    expect(dueDisplay('2026-11-21T08:30:00.000Z')).toEqual({
      at: new Date('2026-11-21T08:30:00.000Z'),
      withTime: true,
    });
  });
});

describe('videoOf', () => {
  it('plays a stored video on the site with its poster and a download address; an outside link opens elsewhere', () => {
    expect(
      videoOf({ videoUrl: '/api/v1/videos/abc?exp=1&sig=x', posterUrl: '/api/v1/videos/abc/poster?exp=1&sig=x' }),
    ).toEqual({
      src: '/api/v1/videos/abc?exp=1&sig=x',
      poster: '/api/v1/videos/abc/poster?exp=1&sig=x',
      download: '/api/v1/videos/abc?exp=1&sig=x&download=1',
    });
    expect(videoOf({ videoUrl: 'https://youtu.be/xyz' })).toEqual({ link: 'https://youtu.be/xyz' });
    expect(videoOf({ courier: 'India Post' })).toBeNull();
    expect(videoOf(undefined)).toBeNull();
  });
});
