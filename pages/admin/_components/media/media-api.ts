/**
 * The media library's REST calls from the admin (issue 21): uploads are multipart over REST (not
 * GraphQL, a CSRF risk Apollo warns about), sent with XMLHttpRequest for their progress.
 */
import type { MediaShape, MediaVariant } from '../../../../src/services/media/media.shapes.js';

/** What the REST answers hold: the service's shapes, read as types only. */
export type LibraryVariant = MediaVariant;
export type LibraryImage = MediaShape;

export interface LibraryPage {
  items: LibraryImage[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export class MediaApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

async function answer<T>(response: Response): Promise<T> {
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  throw new MediaApiError(body.message ?? `The server answered ${response.status}`, response.status);
}

export async function listMedia(search: string, page: number): Promise<LibraryPage> {
  const query = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
  return answer(await fetch(`/api/admin/media?${query}`, { credentials: 'same-origin' }));
}

export async function updateMedia(id: number, values: { alt?: string; caption?: string; decorative?: boolean }): Promise<LibraryImage> {
  const response = await fetch(`/api/admin/media/${id}`, {
    method: 'PATCH', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values),
  });
  return (await answer<{ media: LibraryImage }>(response)).media;
}

export async function deleteMedia(id: number): Promise<void> {
  await answer(await fetch(`/api/admin/media/${id}`, { method: 'DELETE', credentials: 'same-origin' }));
}

/** Uploads one file; `onProgress` gets the share sent (0-1). */
export function uploadMedia(file: File, fields: { alt?: string; decorative?: boolean }, onProgress: (share: number) => void): Promise<LibraryImage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (fields.alt) form.append('alt', fields.alt);
    if (fields.decorative) form.append('decorative', 'true');
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { media?: LibraryImage; message?: string };
      if (xhr.status === 201 && body.media) resolve(body.media);
      else reject(new MediaApiError(body.message ?? `The server answered ${xhr.status}`, xhr.status));
    };
    xhr.onerror = () => reject(new MediaApiError('The upload failed: check the connection and try again', 0));
    xhr.send(form);
  });
}

/** The smallest variant in a format browsers all show (thumbnails in the grid). */
export function thumbnailUrl(image: Pick<LibraryImage, 'url' | 'variants'>): string {
  return image.variants.find((variant) => variant.format === 'webp')?.url ?? image.url;
}
