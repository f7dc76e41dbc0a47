/**
 * CKEditor's upload adapter for the media library (issue 21): the image button, and images pasted
 * or dropped into the article, are uploaded to POST /api/admin/media and inserted by their site
 * path (/media/<hash>/…): the article page turns each into the library's responsive <picture>.
 */
import { FileRepository, Plugin, type FileLoader, type UploadAdapter, type UploadResponse } from 'ckeditor5';
import { uploadMedia } from '../media/media-api.js';

/** A library URL (the site's or a CDN's) as the site path the article HTML keeps. */
export function sitePath(url: string): string {
  const key = /\/([0-9a-f]{32}\/[a-z0-9-]+\.[a-z]+)$/.exec(url)?.[1];
  return key ? `/media/${key}` : url;
}

class MediaUploadAdapter implements UploadAdapter {
  constructor(private readonly loader: FileLoader) {}

  async upload(): Promise<UploadResponse> {
    const file = await this.loader.file;
    if (!file) throw new Error('No file to upload');
    const image = await uploadMedia(file, {}, (share) => {
      this.loader.uploadTotal = file.size;
      this.loader.uploaded = Math.round(file.size * share);
    }).catch((error: Error) => {
      // CKEditor shows the message in its notification.
      throw error.message;
    });
    return { default: sitePath(image.url) };
  }

  /** An upload under way finishes on the server and stays in the library (where it can be deleted). */
  abort(): void {}
}

export class MediaUploadPlugin extends Plugin {
  static get requires() {
    return [FileRepository] as const;
  }

  static get pluginName() {
    return 'MediaUpload' as const;
  }

  init(): void {
    this.editor.plugins.get(FileRepository).createUploadAdapter = (loader) => new MediaUploadAdapter(loader);
  }
}
