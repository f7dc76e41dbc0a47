// A post's image from the media library (issue 21): pick one or upload one in the library's
// picker. The featured image wins over the built-in illustration below it, and one without alt
// text (and not marked decorative) is flagged before publishing; the social image (issue 20,
// item 7) is what share cards show instead of the featured image.
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { Modal } from '../../../_components/ui/Modal.js';
import { thumbnailUrl, type LibraryImage } from './media-api.js';
import { MediaLibraryPanel } from './MediaLibraryPanel.js';

export interface LibraryImagePickerProps {
  /** The form value holding the item's id. */
  name: 'imageId' | 'shareImageId';
  /** What the image is, as a sentence starts: "Featured image", "Social image". */
  purpose: string;
  /** Said under the picker: what the chosen image does, or what stands in without one. */
  help: (chosen: boolean) => string | null;
  /** Flag an image without alt text (publishing needs it). */
  altRequired?: boolean;
  /** The buttons' names where the form has more than one picker (the featured image keeps the plain ones). */
  labels?: { choose: string; change: string; remove: string };
  testId: string;
}

export function LibraryImagePicker({ name, purpose, help, altRequired = false, labels, testId }: LibraryImagePickerProps) {
  const { input } = useField<number | null>(name, { subscription: { value: true } });
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
  const helpText = help(id !== null);
  return (
    <div className="admin-featured-media" data-testid={testId}>
      {chosen ? (
        <div className="admin-media-picked">
          <img src={thumbnailUrl(chosen)} alt={`${purpose}: ${chosen.alt || chosen.fileName}`} width={chosen.width} height={chosen.height} />
          <div>
            <p className="is-size-7">{chosen.fileName}</p>
            {altRequired && !chosen.alt && !chosen.decorative && <p className="help is-warning" role="status">This image has no alt text: add it (or mark it decorative) before publishing.</p>}
            <div className="buttons mt-1">
              <button type="button" className="button is-small" onClick={() => setOpen(true)} aria-label={labels?.change}>Change</button>
              <button type="button" className="button is-small is-danger is-outlined" onClick={() => input.onChange(null)} aria-label={labels?.remove}>Remove</button>
            </div>
          </div>
        </div>
      ) : (
        <button type="button" className="button is-small is-link is-outlined" onClick={() => setOpen(true)}>{labels?.choose ?? 'Choose or upload an image'}</button>
      )}
      {helpText && <p className="help">{helpText}</p>}
      <Modal open={open} onClose={() => setOpen(false)} title={`Choose a ${purpose.toLowerCase()}`} className="admin-media-modal">
        <MediaLibraryPanel onPick={(picked) => {
          setImage(picked);
          input.onChange(picked.id);
          setOpen(false);
        }} />
      </Modal>
    </div>
  );
}

/** The post's featured image from the library. */
export function FeaturedMediaPicker() {
  return (
    <LibraryImagePicker name="imageId" purpose="Featured image" altRequired testId="featured-media"
      help={(chosen) => (chosen ? 'A library image replaces the illustration below on the site.' : null)} />
  );
}
