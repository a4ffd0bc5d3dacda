import { useCallback, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '@sankalp/shared/constants';

/**
 * One clock for the whole page: a single timer per tick length, however many countdowns read it,
 * started with the first subscriber and stopped with the last. Ticks land on whole multiples of
 * the tick length (the second, for countdowns), so every countdown on screen changes together, and
 * a reading is the time floored to the last tick: stable between ticks, as useSyncExternalStore
 * needs. A list of 1,000 cards thus runs one timer, not 1,000.
 */
type Ticker = { listeners: Set<() => void>; timer: ReturnType<typeof setTimeout> | undefined };
const tickers = new Map<number, Ticker>();

/** The current time floored to the last tick of `tickMs` (epoch milliseconds). */
export const clockNow = (tickMs = COUNTDOWN_TICK_MS): number => Math.floor(Date.now() / tickMs) * tickMs;

// A chain of timeouts rather than an interval: each one aims at the next boundary, so the clock
// never drifts off the second however late a tick runs.
function schedule(tickMs: number, ticker: Ticker) {
  ticker.timer = setTimeout(() => {
    schedule(tickMs, ticker);
    for (const listener of [...ticker.listeners]) listener();
  }, tickMs - (Date.now() % tickMs));
}

/** Calls `listener` on every tick of `tickMs`; returns the unsubscribe. */
export function subscribeClock(tickMs: number, listener: () => void): () => void {
  let ticker = tickers.get(tickMs);
  if (!ticker) {
    ticker = { listeners: new Set(), timer: undefined };
    tickers.set(tickMs, ticker);
  }
  ticker.listeners.add(listener);
  if (ticker.timer === undefined) schedule(tickMs, ticker);
  const own = ticker;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0) return;
    clearTimeout(own.timer);
    tickers.delete(tickMs);
  };
}

/** How many clock timers run now (one per tick length in use); for tests and diagnostics. */
export const runningClocks = () => tickers.size;

/**
 * The time a server-rendered page was rendered at (issue 12): the server renders with it and the
 * browser hydrates with it (React reads the server snapshot while hydrating), so a countdown's
 * first client render matches the HTML and only then moves on to the browser's clock.
 */
let renderedAt: number | undefined;
export function setRenderClock(ms: number | undefined) {
  renderedAt = ms;
}

const noSubscription = () => () => {};

/**
 * A value computed from the shared clock, re-rendering only when it changes: `read(now)` may
 * return the time itself (a countdown) or something coarser (a puja's state, which changes twice).
 * While `active` is false nothing ticks for this component.
 */
export function useClock<T>(read: (nowMs: number) => T, tickMs = COUNTDOWN_TICK_MS, active = true): T {
  const subscribe = useCallback(
    (onTick: () => void) => (active ? subscribeClock(tickMs, onTick) : noSubscription()),
    [active, tickMs],
  );
  const snapshot = () => read(clockNow(tickMs));
  const serverSnapshot = () => (renderedAt === undefined ? snapshot() : read(Math.floor(renderedAt / tickMs) * tickMs));
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
