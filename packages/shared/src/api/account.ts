/**
 * The account page's booking history (GET /userstuff/{id}): one card type per payable kind,
 * produced by the server, told apart by `kind`.
 */
import type { PujaBookingCard } from './bookings';
import type { ChadhavaBookingCard } from './chadhava-bookings';
import type { DonationCard } from './donations';
import type { PanditBookingCard } from './pandit-bookings';
import type { PrasadOrderCard } from './prasad';
import type { ProductOrderCard } from './product-orders';

export type AccountBookingCard =
  | PujaBookingCard
  | ChadhavaBookingCard
  | DonationCard
  | ProductOrderCard
  | PanditBookingCard
  | PrasadOrderCard;
export type { PujaBookingCard, ChadhavaBookingCard, DonationCard, ProductOrderCard, PanditBookingCard, PrasadOrderCard };
