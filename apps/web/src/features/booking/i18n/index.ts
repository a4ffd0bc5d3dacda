import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type BookingMessages } from './en';

export type BookingKey = KeyOf<BookingMessages>;

/** The puja booking's words (namespace `booking`); Hindi loads only for those who choose it. */
const messages = defineMessages('booking', en, () => import('./hi'));

export const useBookingT = messages.useT;
export const bookingT = messages.t;
export const bookingIn = messages.in;
