/** The storage the configuration names: the local folder (default) or the S3-compatible bucket. */
import type { MediaSettings } from '../../config/config.js';
import { LocalMediaStorage, type MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './media-storage-s3.js';

export function createMediaStorage(settings: Pick<MediaSettings, 'storage' | 'dir' | 's3'>): MediaStorage {
  return settings.storage === 's3' && settings.s3 ? new S3MediaStorage(settings.s3) : new LocalMediaStorage(settings.dir);
}
