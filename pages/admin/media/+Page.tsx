// https://vike.dev/Page — /admin/media (issue 21): the media library: upload, search, edit alt text and captions, delete.
import { MediaLibraryPanel } from '../_components/media/MediaLibraryPanel.js';
import { AdminBackButton } from '../_components/AdminBackButton.js';

export default function Page() {
  return (
    <div className="container admin-container admin-page">
      <AdminBackButton />
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">Media</h1>
          <p className="admin-muted">Images for featured images and articles. Each is served resized in modern formats; give every image alt text, or mark it decorative.</p>
        </div>
      </header>
      <MediaLibraryPanel />
    </div>
  );
}
