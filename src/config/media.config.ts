/** The media library (issue 21): where uploads are stored, their limits and how many are processed at once. */
import { join } from 'node:path';
import { ConfigError, readChoice, readText, readUrl, readWholeNumber, readBoolean, type Env } from './env.js';

export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a local test server); AWS itself without it. */
  endpoint?: string;
  /** Path-style URLs (bucket in the path), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Without these the AWS SDK's own chain (instance roles, AWS_* variables) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface MediaSettings {
  storage: 'local' | 's3';
  /** The folder of the local storage (MEDIA_DIR, default data/media). */
  dir: string;
  s3?: S3MediaSettings;
  /** Where the files are served from when not this site's /media/ (a CDN in front of the bucket), no trailing slash. */
  publicUrl?: string;
  /** Largest upload in bytes (MEDIA_MAX_MB), refused while the body streams in. */
  maxBytes: number;
  /** Largest image in pixels (MEDIA_MAX_PIXELS), read from the header before decoding. */
  maxPixels: number;
  /** Images processed at once; more wait in line (MEDIA_PROCESSING_QUEUE), past that 503. */
  concurrency: number;
  queue: number;
}

export function readMediaSettings(env: Env, dataDir: string, dirSetting: (value: string) => string): MediaSettings {
  const storage = readChoice(env, 'MEDIA_STORAGE', ['local', 's3'] as const, 'local');
  const publicUrl = env.MEDIA_PUBLIC_URL?.trim() ? readUrl(env, 'MEDIA_PUBLIC_URL', '') : undefined;
  const settings: MediaSettings = {
    storage,
    dir: env.MEDIA_DIR?.trim() ? dirSetting(readText(env, 'MEDIA_DIR', '')) : join(dataDir, 'media'),
    publicUrl,
    maxBytes: readWholeNumber(env, 'MEDIA_MAX_MB', 20, { min: 1, max: 1024 }) * 1024 * 1024,
    maxPixels: readWholeNumber(env, 'MEDIA_MAX_PIXELS', 50_000_000, { min: 1, max: 1_000_000_000 }),
    concurrency: readWholeNumber(env, 'MEDIA_PROCESSING_CONCURRENCY', 1, { min: 1, max: 64 }),
    queue: readWholeNumber(env, 'MEDIA_PROCESSING_QUEUE', 20, { min: 0, max: 10_000 }),
  };
  if (storage === 's3') {
    const bucket = readText(env, 'MEDIA_S3_BUCKET');
    if (!bucket) throw new ConfigError('MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3');
    const endpoint = env.MEDIA_S3_ENDPOINT?.trim() ? readUrl(env, 'MEDIA_S3_ENDPOINT', '') : undefined;
    const accessKeyId = readText(env, 'MEDIA_S3_ACCESS_KEY_ID');
    const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY || undefined;
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are set together or not at all');
    settings.s3 = {
      bucket,
      region: readText(env, 'MEDIA_S3_REGION', 'us-east-1'),
      endpoint,
      forcePathStyle: readBoolean(env, 'MEDIA_S3_FORCE_PATH_STYLE', Boolean(endpoint)),
      accessKeyId,
      secretAccessKey,
    };
  }
  return settings;
}
