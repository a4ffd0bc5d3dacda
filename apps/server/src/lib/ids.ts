/** A UUID as the database stores them (any case); anything else never reaches a uuid column. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** Provider ids (order_…, pay_…) as Razorpay makes them. */
export const PROVIDER_ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
