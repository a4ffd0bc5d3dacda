/**
 * Values for the fuzz suite, generated from a route's JSON Schema (the same zod schemas the
 * routes validate with, as the OpenAPI document exposes them): mostly valid-looking, with hostile
 * strings, numbers and shapes mixed in. A small seeded PRNG keeps every run the same.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

/** mulberry32: a tiny deterministic PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

/** Strings a careful tester types: controls, NUL, lone surrogates, exponents, huge, markup, SQL. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u001f',
  '\u007f\u0085\u009f',
  '\u2028\u2029',
  '\ud800',
  'line\r\nbreak',
  '\t',
  '1e308',
  '-1e308',
  '1e-400',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(400),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  'नमस्ते 🙏',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-31',
  '24:60',
  '{"a":1}',
  'true',
  'null',
];

export const HOSTILE_NUMBERS = [0, -1, 1.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 31) - 1, 2 ** 31, 99999999999];

export const HOSTILE_SHAPES: unknown[] = [
  null,
  true,
  [],
  {},
  [1, 'a'],
  { $ne: 1 },
  { __proto__: { admin: true } },
  'string',
];

const alternatives = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? (s.allOf && s.allOf.length === 1 ? s.allOf : undefined);
const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value the field's name suggests (so more requests get past validation into the service). */
function byName(key: string, r: Rng): unknown {
  const k = key.toLowerCase();
  if (k.includes('email')) return `fuzz${r.int(1e6)}@example.in`;
  if (k.includes('phone') || k.includes('whatsapp')) return `98${String(r.int(1e8)).padStart(8, '0')}`;
  if (k.includes('pincode')) return 221005;
  if (k.includes('password')) return 'Kashi@Vishwanath108';
  if (k.includes('date')) return '2026-12-01';
  if (k.includes('time')) return '06:30';
  if (k === 'latitude') return 25.3176;
  if (k === 'longitude') return 82.9739;
  if (k.includes('timezone')) return 'Asia/Kolkata';
  if (k.includes('pan')) return 'ABCPS1234F';
  return undefined;
}

/** A plausible valid value for a schema. */
function valid(s: JsonSchema, r: Rng, depth: number, key = ''): unknown {
  const named = key ? byName(key, r) : undefined;
  if (named !== undefined && r.chance(0.8)) return named;
  if (s.const !== undefined) return s.const;
  if (s.enum) return r.pick(s.enum);
  const alt = alternatives(s);
  if (alt) return valid(r.pick(alt), r, depth);
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'email') return `fuzz${r.int(1e6)}@example.in`;
      if (s.format === 'uuid') return '6f1c2a4e-8b7d-4c1a-9e2f-3a5b7c9d1e0f';
      if (s.format === 'date-time') return '2026-12-01T06:30:00.000Z';
      if (s.format === 'date') return '2026-12-01';
      return r.pick(['Ramesh Sharma', 'Varanasi', '221005', '9876543210', 'ok', '2026-12-01', '06:30', 'Asia/Kolkata']);
    case 'integer':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 5, 1 + r.int(5)));
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 500, 1 + r.int(500)));
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return depth > 3 ? [] : Array.from({ length: 1 + r.int(2) }, () => valid(s.items ?? {}, r, depth + 1, key));
    case 'object':
      return depth > 3 ? {} : object(s, r, depth + 1, 0);
    default:
      return 'x';
  }
}

/**
 * A hostile value for a schema: mostly of the right type (a poisonous string for a string, an
 * edge number for a number, so it reaches the service), otherwise another type or shape.
 */
function hostile(s: JsonSchema, r: Rng, depth: number): unknown {
  const t = typeOf(s);
  if (t === 'object' && depth < 3 && r.chance(0.5)) return object(s, r, depth + 1, 0.5);
  if (t === 'array' && depth < 3 && r.chance(0.4)) return [hostile(s.items ?? {}, r, depth + 1)];
  if (t === 'string' && r.chance(0.75)) return r.pick(HOSTILE_STRINGS);
  if ((t === 'number' || t === 'integer') && r.chance(0.7)) return r.pick(HOSTILE_NUMBERS);
  const roll = r.next();
  if (roll < 0.55) return r.pick(HOSTILE_STRINGS);
  if (roll < 0.85) return r.pick(HOSTILE_NUMBERS);
  return r.pick(HOSTILE_SHAPES);
}

function object(s: JsonSchema, r: Rng, depth: number, hostility: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, prop] of Object.entries(s.properties ?? {})) {
    if (!s.required?.includes(k) && r.chance(0.3)) continue;
    out[k] = r.chance(hostility) ? hostile(prop, r, depth) : valid(prop, r, depth, k);
  }
  if (r.chance(hostility * 0.2)) out[r.pick(['extra', '__proto__', 'constructor'])] = r.pick(HOSTILE_SHAPES);
  return out;
}

/**
 * One request body: valid-looking with one or more fields made hostile (mostly), a wholly
 * hostile value now and then.
 */
export function fuzzBody(s: JsonSchema | undefined, r: Rng): unknown {
  if (!s) return r.chance(0.5) ? undefined : r.pick(HOSTILE_SHAPES);
  if (r.chance(0.08)) return r.pick([...HOSTILE_SHAPES, ...HOSTILE_NUMBERS, r.pick(HOSTILE_STRINGS)]);
  return typeOf(s) === 'object' ? object(s, r, 0, r.pick([0, 0.1, 0.2, 0.4, 1])) : hostile(s, r, 0);
}

/** One query or path value as text. */
export function fuzzText(s: JsonSchema | undefined, r: Rng): string {
  if (r.chance(0.5)) return r.pick(HOSTILE_STRINGS).slice(0, 4000);
  const v = r.chance(0.5) && s ? valid(s, r, 0) : r.pick(HOSTILE_NUMBERS);
  return typeof v === 'string' ? v : JSON.stringify(v);
}
