import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1), ≈ 10 ms a hash here.
 * `Algorithm` is an ambient const enum (unusable with isolatedModules): 2 is Argon2id.
 */
const MEMORY_KIB = 19_456;
const TIME_COST = 2;
const PARALLELISM = 1;
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: MEMORY_KIB,
  timeCost: TIME_COST,
  parallelism: PARALLELISM,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when a stored hash is weaker than today's policy (rehashed at the next sign-in). */
export function needsRehash(stored: string): boolean {
  try {
    const o = parseOptions(stored);
    return (
      !stored.startsWith('$argon2id$') ||
      o.memoryCost < MEMORY_KIB ||
      o.timeCost < TIME_COST ||
      o.parallelism < PARALLELISM
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash of nothing anyone knows: verified against when no account matches, so that an unknown login costs the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummyHash;
}

// ─── The common-password list ─────────────────────────────────────────────────────────────

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

// src/modules/auth → src/data (dev, tests); dist/ → dist/data or ../src/data (bundled server).
const LIST_CANDIDATES = [
  new URL('../../data/common-passwords.txt', import.meta.url),
  new URL('./data/common-passwords.txt', import.meta.url),
  new URL('../src/data/common-passwords.txt', import.meta.url),
].map((u) => fileURLToPath(u));

let common: Set<string> | undefined;

/** Loads the list once (the auth module calls it at start-up). A missing list stops start-up. */
export function loadCommonPasswords(): Set<string> {
  if (common) return common;
  const file = LIST_CANDIDATES.find((f) => existsSync(f));
  if (!file) throw new Error(`common-passwords.txt not found (looked in ${LIST_CANDIDATES.join(', ')})`);
  const set = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const v = line.trim();
    if (v && !v.startsWith('#')) set.add(v.toLowerCase());
  }
  common = set;
  return set;
}

/** Lower-cased comparison against the list. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}
