// Several files uploaded at once, one after another, each with its progress and its outcome.
import { useCallback, useState } from 'react';
import { uploadMedia, type LibraryImage } from './media-api.js';

export interface UploadState {
  key: string;
  name: string;
  progress: number;
  status: 'uploading' | 'processing' | 'done' | 'failed';
  message?: string;
}

export function useUploads(onUploaded: (image: LibraryImage) => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const update = (key: string, change: Partial<UploadState>) => setUploads((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = useCallback(async (files: readonly File[]) => {
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setUploads((all) => [...all.filter((item) => item.status !== 'done'), ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, status: 'uploading' as const }))]);
    for (const { file, key } of batch) {
      try {
        const image = await uploadMedia(file, {}, (share) => update(key, { progress: share, status: share >= 1 ? 'processing' : 'uploading' }));
        update(key, { progress: 1, status: 'done' });
        onUploaded(image);
      } catch (error) {
        update(key, { status: 'failed', message: (error as Error).message });
      }
    }
  }, [onUploaded]);

  return { uploads, start, clear: () => setUploads([]) };
}
