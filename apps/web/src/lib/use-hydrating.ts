import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React renders on the server or hydrates a server-rendered page (it reads the server
 * snapshot then), false in every other render.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
