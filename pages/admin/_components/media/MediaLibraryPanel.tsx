// The media library (issue 21): search by file name and alt text, a grid of thumbnails with
// paging, uploads by drag and drop or the file picker (several at once, a progress bar each), and
// the chosen image's details. With `onPick` it is the post editor's picker.
import { useCallback, useEffect, useState } from 'react';
import { listMedia, thumbnailUrl, type LibraryImage, type LibraryPage } from './media-api.js';
import { MediaDetails } from './MediaDetails.js';
import { UploadDropzone } from './UploadDropzone.js';
import { useUploads } from './use-uploads.js';
import './media.css';

export function MediaLibraryPanel({ onPick }: { onPick?: (image: LibraryImage) => void }) {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<LibraryPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<LibraryImage | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setResult(await listMedia(asked, page));
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }, [asked, page]);
  useEffect(() => {
    void load();
  }, [load]);

  const { uploads, start } = useUploads(useCallback((image: LibraryImage) => {
    setSelected(image);
    if (page === 1 && !asked) setResult((current) => current && { ...current, items: [image, ...current.items.filter((item) => item.id !== image.id)].slice(0, current.pageSize), total: current.total + 1 });
  }, [page, asked]));

  return (
    <div className="admin-media" data-testid="media-library">
      <UploadDropzone uploads={uploads} onFiles={(files) => void start(files)} />
      <form className="admin-media-search field has-addons" role="search" onSubmit={(event) => {
        event.preventDefault();
        setPage(1);
        setAsked(search.trim());
      }}>
        <div className="control is-expanded">
          <input className="input" type="search" placeholder="File name or alt text" aria-label="Search images" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="control"><button type="submit" className="button">Search</button></div>
      </form>
      <div className="admin-media-body">
        <div>
          {error && <p className="notification is-danger" role="alert">Could not load the images: {error} <button type="button" className="button is-small" onClick={() => void load()}>Try again</button></p>}
          {!error && result && result.items.length === 0 && <p className="admin-muted">{asked ? `No images match “${asked}”.` : 'No images yet: drop some above to start the library.'}</p>}
          <ul className={`admin-media-grid${loading ? ' is-loading' : ''}`} aria-busy={loading} aria-label="Images">
            {result?.items.map((item) => (
              <li key={item.id}>
                <button type="button" className={`admin-media-tile${selected?.id === item.id ? ' is-selected' : ''}`} aria-pressed={selected?.id === item.id} onClick={() => setSelected(item)}>
                  <img src={thumbnailUrl(item)} alt={item.alt || item.fileName} width={item.width} height={item.height} loading="lazy" decoding="async" />
                  {!item.alt && !item.decorative && <span className="tag is-warning admin-media-noalt">No alt text</span>}
                </button>
              </li>
            ))}
          </ul>
          {result && result.pageCount > 1 && (
            <nav className="admin-media-pages" aria-label="Image pages">
              <button type="button" className="button is-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
              <span>Page {result.page} of {result.pageCount}</span>
              <button type="button" className="button is-small" disabled={page >= result.pageCount} onClick={() => setPage(page + 1)}>Next</button>
            </nav>
          )}
        </div>
        {selected && (
          <MediaDetails
            key={selected.id}
            image={selected}
            onPick={onPick}
            onSaved={(saved) => {
              setSelected(saved);
              setResult((current) => current && { ...current, items: current.items.map((item) => (item.id === saved.id ? saved : item)) });
            }}
            onDeleted={(id) => {
              setSelected(null);
              setResult((current) => current && { ...current, items: current.items.filter((item) => item.id !== id), total: current.total - 1 });
            }}
          />
        )}
      </div>
    </div>
  );
}
