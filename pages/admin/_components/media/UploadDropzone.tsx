// Drag and drop or pick files (several at once), with a progress bar for each upload.
import { useRef, useState } from 'react';
import type { UploadState } from './use-uploads.js';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export function UploadDropzone({ uploads, onFiles, multiple = true }: { uploads: UploadState[]; onFiles: (files: File[]) => void; multiple?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div className="admin-media-upload">
      <div
        className={`admin-media-dropzone${over ? ' is-over' : ''}`}
        data-testid="media-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const files = [...event.dataTransfer.files];
          if (files.length) onFiles(multiple ? files : files.slice(0, 1));
        }}
      >
        <p>Drop images here (JPEG, PNG, WebP, AVIF or GIF), or</p>
        <button type="button" className="button is-primary is-outlined" onClick={() => input.current?.click()}>Choose files</button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          hidden
          aria-label="Image files to upload"
          data-testid="media-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="admin-media-progress" aria-label="Uploads">
          {uploads.map((item) => (
            <li key={item.key} data-status={item.status}>
              <span className="admin-media-progress-name">{item.name}</span>
              <progress className={`progress is-small ${item.status === 'failed' ? 'is-danger' : item.status === 'done' ? 'is-success' : 'is-primary'}`} value={Math.round(item.progress * 100)} max={100} aria-label={`Upload of ${item.name}`}>
                {Math.round(item.progress * 100)}%
              </progress>
              <span className="admin-media-progress-status" role={item.status === 'failed' ? 'alert' : undefined}>
                {item.status === 'uploading' ? `${Math.round(item.progress * 100)}%` : item.status === 'processing' ? 'Processing…' : item.status === 'done' ? 'Uploaded' : item.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
