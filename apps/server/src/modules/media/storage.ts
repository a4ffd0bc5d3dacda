import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

/** One stored file and its type. */
export type StoredObject = { body: Buffer; contentType: string };

/** Bytes `start` to `end` of a stored file, both inclusive (an HTTP byte range, already checked against its size). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded images live (issue 14): the data directory by default, an S3-compatible bucket
 * when one machine is not enough. Keys are relative paths (`<sha256>/800.webp`), checked by the
 * caller (isMediaKey) before they reach an adapter.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing an absent object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores a stream of any length without holding it in memory (puja videos, issue 10): a file
   * written aside and renamed, or an S3 multipart upload. Answers the bytes stored. When `body`
   * fails (a refused or aborted upload) nothing is left behind and the error is thrown.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<{ bytes: number }>;
  /** The whole file or one range of it, as a stream; null when there is no such object. */
  getStream(key: string, range?: ByteRange): Promise<Readable | null>;
}

/**
 * The public address of a stored file. Both adapters are served through GET /api/v1/media/…
 * (proxied from the bucket for S3) rather than from the bucket's own host: a URL saved in a
 * catalog row then survives a move between adapters, the CSP keeps `img-src 'self'`, a private
 * bucket works, and the immutable cache headers let a CDN in front of the site carry the load.
 */
export const MEDIA_URL_PREFIX = '/api/v1/media/';
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** A key this module writes: the original's SHA-256, then the stored width (`<hex>/800.webp`). */
const KEY = /^[0-9a-f]{64}\/[1-9]\d{0,4}\.webp$/;
export const isMediaKey = (key: string) => KEY.test(key);

/** The storage the configuration asks for (config.ts requires the four S3 variables together). */
export function createStorage(config: Config): MediaStorage {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  // Beside the PGlite files, relative to the working directory as the database's own DATA_DIR is.
  return localStorage(resolve(config.DATA_DIR, 'media'));
}
