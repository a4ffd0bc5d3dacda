/** Prasad page data: the server's views (packages/shared/src/api/prasad.ts). */
import type { PrasadOfferingView, PrasadOrderView, PrasadTracking } from '@sankalp/shared/api/prasad';

export type PrasadOffering = PrasadOfferingView;
export type PrasadOrder = PrasadOrderView;
export type { PrasadTracking };

export type PrasadOrders = { current: PrasadOrder[]; previous: PrasadOrder[] };

/** Feedback as the form holds it: rating '1'…'5' (empty until chosen) and a comment. */
export type Feedback = { rating: string; comment: string };
