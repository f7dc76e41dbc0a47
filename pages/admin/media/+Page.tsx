// https://vike.dev/Page — /admin/media (issue 21): the media library: upload, search, edit alt text and captions, delete.
import { DASHBOARD_PATH } from '../_components/admin-paths.js';
import { MediaLibraryPanel } from '../_components/media/MediaLibraryPanel.js';

export default function Page() {
  return (
    <div className="container admin-container admin-page">
      <a className="button is-light admin-back-button" href={DASHBOARD_PATH}><span aria-hidden="true">← </span>Back to Admin</a>
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
