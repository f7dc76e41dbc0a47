// One library image's details: its preview, alt text (or marked decorative), caption; save and delete.
import { useState } from 'react';
import { toast } from '../../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { deleteMedia, thumbnailUrl, updateMedia, type LibraryImage } from './media-api.js';

export function MediaDetails({ image, onSaved, onDeleted, onPick }: { image: LibraryImage; onSaved: (image: LibraryImage) => void; onDeleted: (id: number) => void; onPick?: (image: LibraryImage) => void }) {
  const [alt, setAlt] = useState(image.alt);
  const [caption, setCaption] = useState(image.caption);
  const [decorative, setDecorative] = useState(image.decorative);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const missingAlt = !decorative && !alt.trim();

  const save = async () => {
    setSaving(true);
    try {
      const saved = await updateMedia(image.id, { alt, caption, decorative });
      onSaved(saved);
      toast({ title: 'Image saved', description: saved.fileName });
      return saved;
    } catch (error) {
      toast({ title: 'Could not save the image', description: (error as Error).message, variant: 'destructive' });
      return null;
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteMedia(image.id);
      toast({ title: 'Image deleted', description: image.fileName });
      onDeleted(image.id);
    } catch (error) {
      toast({ title: 'Could not delete the image', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <section className="admin-media-details box" aria-label={`Image ${image.fileName}`} data-testid="media-details">
      <img src={thumbnailUrl(image)} alt="" width={image.width} height={image.height} className="admin-media-details-preview" />
      <p className="admin-muted">{image.fileName} · {image.width}×{image.height} · {Math.max(1, Math.round(image.size / 1024))} KB</p>
      <div className="field">
        <label className="label" htmlFor={`alt-${image.id}`}>Alt text</label>
        <div className="control">
          <input id={`alt-${image.id}`} className={`input${missingAlt ? ' is-warning' : ''}`} value={alt} maxLength={500} disabled={decorative} onChange={(event) => setAlt(event.target.value)} aria-describedby={`alt-help-${image.id}`} />
        </div>
        <p id={`alt-help-${image.id}`} className={`help${missingAlt ? ' is-warning' : ''}`}>{missingAlt ? 'Describe what the image shows, or mark it decorative.' : 'What the image shows, for readers who cannot see it.'}</p>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} /> Decorative image (needs no description)
      </label>
      <div className="field mt-3">
        <label className="label" htmlFor={`caption-${image.id}`}>Caption</label>
        <div className="control">
          <input id={`caption-${image.id}`} className="input" value={caption} maxLength={1000} onChange={(event) => setCaption(event.target.value)} />
        </div>
      </div>
      <div className="buttons">
        <button type="button" className={`button is-primary${saving ? ' is-loading' : ''}`} disabled={saving} onClick={() => void save()}>Save</button>
        {onPick && (
          <button type="button" className="button is-link" disabled={saving || missingAlt} title={missingAlt ? 'Add alt text or mark the image decorative first' : undefined} onClick={async () => {
            const changed = alt !== image.alt || caption !== image.caption || decorative !== image.decorative;
            const saved = changed ? await save() : image;
            if (saved) onPick(saved);
          }}>Use this image</button>
        )}
        <button type="button" className="button is-danger is-outlined" onClick={() => setConfirming(true)}>Delete</button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this image?"
        description={`${image.fileName} and all its sizes will be deleted. An image a post uses cannot be deleted.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
