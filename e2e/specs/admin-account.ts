/**
 * The first admin of the journeys' server: playwright.config.ts hands these to it as ADMIN_EMAIL
 * and ADMIN_PASSWORD (the server creates the account at start, issue 14), and admin-console.spec
 * signs in with them to set up its staff through the API.
 */
export const E2E_ADMIN = { email: 'e2e.admin@example.com', password: 'Trishul-Damaru-108' } as const;
