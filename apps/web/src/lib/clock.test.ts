import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockNow, runningClocks, subscribeClock } from './clock';

describe('the shared clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T06:00:00.400Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs one timer for many subscribers and stops with the last', () => {
    const calls: number[] = [];
    const offs = Array.from({ length: 1000 }, (_, i) => subscribeClock(1000, () => calls.push(i)));
    expect(vi.getTimerCount()).toBe(1);
    expect(runningClocks()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1000);
    for (const off of offs.slice(1)) off();
    expect(vi.getTimerCount()).toBe(1);
    offs[0]!();
    expect(vi.getTimerCount()).toBe(0);
    expect(runningClocks()).toBe(0);
  });

  it('ticks on the whole second, without drifting', () => {
    const seen: number[] = [];
    const off = subscribeClock(1000, () => seen.push(Date.now()));
    vi.advanceTimersByTime(599);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(3000);
    expect(seen.map((t) => t % 1000)).toEqual([0, 0, 0, 0]);
    off();
  });

  it('keeps one timer per tick length', () => {
    const a = subscribeClock(1000, () => {});
    const b = subscribeClock(60_000, () => {});
    const c = subscribeClock(60_000, () => {});
    expect(vi.getTimerCount()).toBe(2);
    a();
    b();
    c();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the time floored to the tick, stable between ticks', () => {
    const first = clockNow(1000);
    expect(first).toBe(Date.parse('2026-11-25T06:00:00.000Z'));
    vi.advanceTimersByTime(500);
    expect(clockNow(1000)).toBe(first);
    vi.advanceTimersByTime(100);
    expect(clockNow(1000)).toBe(first + 1000);
  });
});

describe("a server-rendered page's clock", () => {
  it('renders on the server, and hydrates in the browser, at the render time; then the browser clock', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { setRenderClock, useClock } = await import('./clock');
    const Seconds = () => createElement('span', null, String(useClock((ms) => ms / 1000)));
    setRenderClock(Date.parse('2026-11-25T06:00:07.900Z'));
    try {
      expect(renderToString(createElement(Seconds))).toBe(`<span>${Date.parse('2026-11-25T06:00:07.000Z') / 1000}</span>`);
    } finally {
      setRenderClock(undefined);
    }
    expect(renderToString(createElement(Seconds))).not.toContain(String(Date.parse('2026-11-25T06:00:07.000Z') / 1000));
  });
});
