/**
 * Issue 26 item 1: which built chunks get Chrome's compile hint (scripts/compile-hints.ts). The
 * scripts a public page starts with do; the admin's and lazily loaded code do not.
 */
import { expect } from 'chai';
import { startChunks, type ChunkInfo } from '../../scripts/compile-hints.js';

const chunk = (fileName: string, name: string, isEntry: boolean, imports: string[] = []): ChunkInfo => ({ fileName, name, isEntry, imports });

describe('compile hints: the chunks a public page starts with', () => {
  it('walks the static imports of the client entry and of each public page entry, and nothing else', () => {
    const chunks = [
      chunk('entry-client-routing.js', 'entries/entry-client-routing', true, ['vike.js']),
      chunk('vike.js', 'vike', false, ['shared.js']),
      chunk('shared.js', 'shared', false),
      chunk('pages_index.js', 'entries/pages/index', true, ['preact.js', 'forms.js']),
      chunk('preact.js', 'preact', false),
      chunk('forms.js', 'forms', false, ['preact.js']),
      chunk('pages_blog_-slug.js', 'entries/pages/blog/@slug', true, ['preact.js']),
      chunk('pages_error.js', 'entries/pages/_error', true),
      // The admin's pages and the API explorer: their own chunks stay lazy, shared ones are hinted.
      chunk('pages_admin_login.js', 'entries/pages/admin/login', true, ['admin-only.js', 'preact.js']),
      chunk('pages_admin_blog_-id_edit.js', 'entries/pages/admin/blog/@id/edit', true, ['editor.js']),
      chunk('admin-only.js', 'admin-only', false),
      chunk('editor.js', 'editor', false),
      chunk('pages_graphql-explorer.js', 'entries/pages/graphql-explorer', true, ['explorer.js']),
      chunk('explorer.js', 'explorer', false),
      // Imported dynamically only (a dialog opened on demand): not in anyone's static imports.
      chunk('dialog.js', 'WaitlistDialog', false, ['preact.js']),
    ];
    expect([...startChunks(chunks)].sort()).to.deep.equal([
      'entry-client-routing.js', 'forms.js', 'pages_blog_-slug.js', 'pages_error.js', 'pages_index.js', 'preact.js', 'shared.js', 'vike.js',
    ]);
  });

  it('follows a cycle of imports once', () => {
    const chunks = [chunk('a.js', 'entries/pages/index', true, ['b.js']), chunk('b.js', 'b', false, ['a.js'])];
    expect([...startChunks(chunks)].sort()).to.deep.equal(['a.js', 'b.js']);
  });
});
