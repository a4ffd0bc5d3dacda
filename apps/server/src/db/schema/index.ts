// Every table of the app; drizzle-kit reads this file to generate migrations.
export * from './catalog';
export * from './mail';
export * from './accounts';
export * from './payments';
export * from './bookings';
export * from './chadhava-bookings';
export * from './donations';
export * from './product-orders';
export * from './pandit-bookings';
export * from './carts';
export * from './kundli';
export * from './installation';
export * from './jobs';
export * from './staff';
