/**
 * The media library in an S3-compatible bucket (MEDIA_STORAGE=s3): AWS S3, MinIO, R2 or the test
 * server. Several app servers share one bucket; MEDIA_PUBLIC_URL can point readers at a CDN in front of it.
 */
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3MediaSettings } from '../../config/config.js';
import type { MediaStorage, StoredFile, StoredPrefix } from './media-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3MediaSettings) {
    const config: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (settings.accessKeyId && settings.secretAccessKey) config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
    this.client = new S3Client(config);
    this.bucket = settings.bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE }));
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(head.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const chunk = keys.slice(start, start + 1000);
      if (chunk.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  async listPrefixes(): Promise<StoredPrefix[]> {
    const newest = new Map<string, Date>();
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const prefix = object.Key?.split('/')[0] ?? '';
        if (!/^[0-9a-f]{32}$/.test(prefix)) continue;
        const modified = object.LastModified ?? new Date(0);
        if (!newest.has(prefix) || newest.get(prefix)! < modified) newest.set(prefix, modified);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return [...newest].map(([prefix, modified]) => ({ prefix, modified }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/` }));
    await this.delete((page.Contents ?? []).map((object) => object.Key!).filter(Boolean));
  }

  close(): void {
    this.client.destroy();
  }
}
