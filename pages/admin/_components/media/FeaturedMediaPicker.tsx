// The post editor's featured image from the media library (issue 21): pick one or upload one in
// the library's picker; the chosen image wins over the built-in illustration below it. An image
// without alt text (and not marked decorative) is flagged before publishing.
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { Modal } from '../../../_components/ui/Modal.js';
import { thumbnailUrl, type LibraryImage } from './media-api.js';
import { MediaLibraryPanel } from './MediaLibraryPanel.js';

export function FeaturedMediaPicker() {
  const { input } = useField<number | null>('imageId', { subscription: { value: true } });
  const [image, setImage] = useState<LibraryImage | null>(null);
  const [open, setOpen] = useState(false);
  const id = typeof input.value === 'number' ? input.value : null;

  // The chosen image's preview and alt text (an existing post names only its id).
  useEffect(() => {
    if (id === null || image?.id === id) return;
    let live = true;
    void fetch(`/api/admin/media/${id}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { media?: LibraryImage } | null) => live && setImage(body?.media ?? null));
    return () => {
      live = false;
    };
  }, [id, image?.id]);

  const chosen = id !== null && image?.id === id ? image : null;
  return (
    <div className="admin-featured-media" data-testid="featured-media">
      {chosen ? (
        <div className="admin-media-picked">
          <img src={thumbnailUrl(chosen)} alt={`Featured image: ${chosen.alt || chosen.fileName}`} width={chosen.width} height={chosen.height} />
          <div>
            <p className="is-size-7">{chosen.fileName}</p>
            {!chosen.alt && !chosen.decorative && <p className="help is-warning" role="status">This image has no alt text: add it (or mark it decorative) before publishing.</p>}
            <div className="buttons mt-1">
              <button type="button" className="button is-small" onClick={() => setOpen(true)}>Change</button>
              <button type="button" className="button is-small is-danger is-outlined" onClick={() => input.onChange(null)}>Remove</button>
            </div>
          </div>
        </div>
      ) : (
        <button type="button" className="button is-small is-link is-outlined" onClick={() => setOpen(true)}>Choose or upload an image</button>
      )}
      {id !== null && <p className="help">A library image replaces the illustration below on the site.</p>}
      <Modal open={open} onClose={() => setOpen(false)} title="Choose a featured image" className="admin-media-modal">
        <MediaLibraryPanel onPick={(picked) => {
          setImage(picked);
          input.onChange(picked.id);
          setOpen(false);
        }} />
      </Modal>
    </div>
  );
}
