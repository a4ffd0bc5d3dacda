import { z } from 'zod';

/**
 * The 31 states and union territories offered in address forms (28 states plus Delhi,
 * Jammu and Kashmir, and Ladakh), alphabetical, as the spec lists them.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

/** A state from INDIAN_STATES: missing or empty → 'State is required', anything else → 'Please select a valid state'. */
export const indianStateSchema = z.enum(INDIAN_STATES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'State is required'
      : 'Please select a valid state',
});
