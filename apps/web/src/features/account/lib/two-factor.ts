/** The set-up key as people copy it by eye: groups of 4 characters. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** What the devotee typed into a 6-digit code field: digits only, at most 6. */
export const codeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);
