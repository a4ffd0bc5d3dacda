/** The fixed rating line of every puja page (spec part 2 § 2). */
export const PUJA_RATING = { rating: '4.9', ratings: '1200+', devotees: '5000+' } as const;
