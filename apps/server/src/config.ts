import { z } from 'zod';
import { PAN_PATTERN } from '@sankalp/shared/constants';
import { emailSchema, passwordSchema } from '@sankalp/shared/schemas/fields';
import { isCommonPassword } from './modules/auth/passwords';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Demo defaults of the receipt issuer: receipts made with any of them say they are specimens. */
export const DEMO_FOUNDATION = {
  FOUNDATION_NAME: 'Sankalp Seva Trust (demo)',
  FOUNDATION_ADDRESS: 'Demo address: 1 Dashashwamedh Ghat Road, Varanasi, Uttar Pradesh 221001, India',
  FOUNDATION_PAN: 'AAATD0000D',
  FOUNDATION_80G_REGISTRATION: 'DEMO-80G-0000000000 (not a real registration)',
} as const;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told otherwise: a laptop's `npm start` must not be reachable from the café's Wi-Fi. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalString.pipe(z.url({ message: 'PUBLIC_URL must be a URL' }).optional()),
  /** Proxy hops in front of the server whose X-Forwarded-For is trusted (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Lets a scraper on another machine read /metrics with `Authorization: Bearer …` (this machine always may). */
  METRICS_TOKEN: optionalString.pipe(z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** 'allow' lets production run on the sandbox provider on purpose (a staging site; nothing can be paid). */
  PAYMENTS_SANDBOX: z.enum(['allow'], { message: "PAYMENTS_SANDBOX must be 'allow' or unset" }).optional(),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Sankalp <no-reply@sankalp.local>'),
  SUPPORT_PHONE: z.string().default('+91 98765 43210'),
  SUPPORT_WHATSAPP: z.string().default('919876543210'),
  SUPPORT_EMAIL: z.string().default('support@sankalp.org.in'),
  // The trust that issues donation receipts (80G). The defaults are demo values, printed as such.
  FOUNDATION_NAME: z.string().trim().min(1).default(DEMO_FOUNDATION.FOUNDATION_NAME),
  FOUNDATION_ADDRESS: z.string().trim().min(1).default(DEMO_FOUNDATION.FOUNDATION_ADDRESS),
  FOUNDATION_PAN: z
    .string()
    .trim()
    .regex(PAN_PATTERN, { message: 'FOUNDATION_PAN must be a PAN (e.g. AAATS1234F)' })
    .default(DEMO_FOUNDATION.FOUNDATION_PAN),
  FOUNDATION_80G_REGISTRATION: z.string().trim().min(1).default(DEMO_FOUNDATION.FOUNDATION_80G_REGISTRATION),
  /** The first admin of a fresh install (issue 14): created at start when absent, granted admin when present. */
  ADMIN_EMAIL: optionalString.pipe(emailSchema.optional()),
  /** Its password: sign-up's rules, never a common one; in production 12+ characters. Not trimmed. */
  ADMIN_PASSWORD: z.string().optional(),
  /** The most an operator may refund at once, in rupees, until an admin sets it in the console (issue 14). */
  OPERATOR_REFUND_LIMIT_RUPEES: z.coerce
    .number({ message: 'OPERATOR_REFUND_LIMIT_RUPEES must be a number of rupees' })
    .int('OPERATOR_REFUND_LIMIT_RUPEES must be whole rupees')
    .min(0)
    .max(10_000_000)
    .default(5000),
  /** Images (issue 14): stored in this S3-compatible bucket instead of DATA_DIR/media when all four are set. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ message: 'S3_ENDPOINT must be a URL (https://…)' }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** WhatsApp Business Cloud API (issue 10): notifications go out as template messages when both are set. */
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(
    z.string().regex(/^\d{5,20}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number ID from WhatsApp Manager').optional(),
  ),
  /** The Graph API's base (a local fake in tests). */
  WHATSAPP_API_URL: z.url({ message: 'WHATSAPP_API_URL must be a URL' }).default('https://graph.facebook.com/v21.0'),
});

/** Every variable the server reads (.env.example and the README list each one; a test checks). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

/** Parses the environment; throws a readable message naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means unset (compose passes `${X:-}` as ''), so its default applies.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  const s3 = [c.S3_BUCKET, c.S3_ENDPOINT, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (Boolean(c.WHATSAPP_TOKEN) !== Boolean(c.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError('Invalid configuration:\n  WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  }
  const adminProblem = adminPasswordProblem(c);
  if (adminProblem) throw new ConfigError(`Invalid configuration:\n  ${adminProblem}`);
  if (c.NODE_ENV === 'production') {
    if (!c.PUBLIC_URL)
      throw new ConfigError(
        'Invalid configuration:\n  PUBLIC_URL is required in production (the address devotees reach, used in e-mails and links)',
      );
    if (!c.RAZORPAY_KEY_ID && c.PAYMENTS_SANDBOX !== 'allow') {
      throw new ConfigError(
        'Invalid configuration:\n  production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENTS_SANDBOX=allow to run a staging site on the sandbox, where nothing can be paid)',
      );
    }
  }
  return { ...c, publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}

export class ConfigError extends Error {}

/** A strong ADMIN_PASSWORD for production: at least this long (sign-up's rules apply everywhere). */
export const ADMIN_PASSWORD_PRODUCTION_MIN = 12;

/** What is wrong with ADMIN_EMAIL / ADMIN_PASSWORD, if anything (never the password itself). */
function adminPasswordProblem(c: z.infer<typeof configSchema>): string | undefined {
  if (!c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) return undefined;
  if (!c.ADMIN_EMAIL || !c.ADMIN_PASSWORD) return 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together';
  const rules = passwordSchema.safeParse(c.ADMIN_PASSWORD);
  if (!rules.success) return `ADMIN_PASSWORD: ${rules.error.issues[0]?.message}`;
  if (isCommonPassword(c.ADMIN_PASSWORD)) return 'ADMIN_PASSWORD is a common password: choose a less predictable one';
  if (c.NODE_ENV === 'production' && c.ADMIN_PASSWORD.length < ADMIN_PASSWORD_PRODUCTION_MIN)
    return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_PRODUCTION_MIN} characters in production`;
  const name = c.ADMIN_EMAIL.split('@')[0]!.toLowerCase();
  if (name.length >= 4 && c.ADMIN_PASSWORD.toLowerCase().includes(name))
    return 'ADMIN_PASSWORD must not contain the e-mail name';
  return undefined;
}
