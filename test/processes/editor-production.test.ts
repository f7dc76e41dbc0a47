/**
 * Issue 20's API checks against a production start (NODE_ENV=production, the compiled server and
 * its response cache): every admin read carries the version and a stale PUT is a 409 with the
 * current post; a working copy survives on the server and a published post's staged edit stays
 * off the public page (and out of the cache) until it is saved; a deleted post's page answers 410
 * and comes back when the post is restored from the trash.
 */
import { expect } from 'chai';
import { postInput } from '../helpers/fixtures.js';
import { ownDatabase, productionStaffSession, startProductionServer } from '../helpers/production-server.js';
import { stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

const STAFF = { username: 'editor.owner', password: 'a-production-editor-password-73' };

describe('the editor’s safety rules in production (issue 20)', function () {
  this.timeout(120_000);
  let server: ServerProcess;
  let db: ReturnType<typeof ownDatabase>;
  let base: string;
  let session: Record<string, string>;

  const staff = () => ({ ...session, 'content-type': 'application/json' });
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers: staff(), body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: await res.json() as any };
  };
  const graphql = (query: string, variables: Record<string, unknown>) => send('POST', '/graphql', { query, variables });
  const publicPage = async (slug: string) => {
    const res = await fetch(`${base}/blog/${slug}`);
    return { status: res.status, text: await res.text() };
  };

  before(async () => {
    db = ownDatabase('editor');
    server = await startProductionServer('editor', { DATABASE_URL: db.url, TRUST_PROXY: '1', ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password });
    base = `http://127.0.0.1:${server.port}`;
    session = await productionStaffSession(server.port, STAFF);
  });
  after(async () => {
    await stopServerProcess(server);
    db.drop();
  });

  it('a stale PUT is a 409 with the current post, by version field or If-Match; nothing is overwritten', async () => {
    const created = await send('POST', '/api/admin/blog-posts', postInput({ slug: 'shared-draft', excerpt: 'First words.' }));
    expect(created.status).to.equal(201);
    const { id, version } = created.body.post as { id: number; version: number };
    expect(version).to.equal(1);
    expect((await send('GET', `/api/admin/blog-posts/${id}`)).body.version).to.equal(1);

    const first = await send('PUT', `/api/admin/blog-posts/${id}`, postInput({ slug: 'shared-draft', excerpt: 'The first editor’s words.', version: 1 }));
    expect([first.status, first.body.post.version]).to.deep.equal([200, 2]);
    const stale = await send('PUT', `/api/admin/blog-posts/${id}`, postInput({ slug: 'shared-draft', excerpt: 'The second editor’s words.', version: 1 }));
    expect(stale.status).to.equal(409);
    expect(stale.body.errors).to.have.property('version');
    expect(stale.body.current).to.include({ id, version: 2, excerpt: 'The first editor’s words.' });

    const byHeader = await fetch(`${base}/api/admin/blog-posts/${id}`, {
      method: 'PUT', headers: { ...staff(), 'if-match': '"1"' }, body: JSON.stringify(postInput({ slug: 'shared-draft', excerpt: 'Also stale.' })),
    });
    expect(byHeader.status).to.equal(409);
    expect((await send('GET', `/api/admin/blog-posts/${id}`)).body).to.include({ version: 2, excerpt: 'The first editor’s words.' });
  });

  it('a published post’s working copy is kept on the server and stays off the public page until it is saved', async () => {
    const created = await send('POST', '/api/admin/blog-posts', postInput({ slug: 'live-in-production', excerpt: 'The live excerpt.', status: 'published' }));
    const { id } = created.body.post as { id: number };
    // Read once, so the response cache keeps the live page.
    expect((await publicPage('live-in-production')).text).to.contain('The live excerpt.');

    const staged = { ...postInput({ slug: 'live-in-production', status: 'published' }), excerpt: 'A staged excerpt nobody reads yet.' };
    const saved = await graphql('mutation($postId: Int, $fields: JSONObject!, $baseVersion: Int) { saveWorkingCopy(postId: $postId, fields: $fields, baseVersion: $baseVersion) { postId baseVersion } }', { postId: id, fields: staged, baseVersion: 1 });
    expect(saved.body.errors).to.equal(undefined);
    expect(saved.body.data.saveWorkingCopy).to.deep.equal({ postId: id, baseVersion: 1 });
    const kept = await graphql('query($postId: Int) { workingCopy(postId: $postId) { fields } }', { postId: id });
    expect(kept.body.data.workingCopy.fields.excerpt).to.equal('A staged excerpt nobody reads yet.');
    const before = await publicPage('live-in-production');
    expect(before.text).to.contain('The live excerpt.').and.not.contain('A staged excerpt');

    const update = await send('PUT', `/api/admin/blog-posts/${id}`, { ...staged, version: 1 });
    expect(update.status).to.equal(200);
    expect((await publicPage('live-in-production')).text).to.contain('A staged excerpt nobody reads yet.');
  });

  it('delete moves a post to the trash (its page answers 410) and restoring it brings the page back', async () => {
    const created = await send('POST', '/api/admin/blog-posts', postInput({ slug: 'into-the-trash', title: 'Into The Trash', status: 'published' }));
    const { id } = created.body.post as { id: number };
    expect((await publicPage('into-the-trash')).status).to.equal(200);

    expect((await send('DELETE', `/api/admin/blog-posts/${id}`)).status).to.equal(200);
    expect((await publicPage('into-the-trash')).status).to.equal(410);
    expect((await fetch(`${base}/api/blog-posts/into-the-trash`)).status).to.equal(404);
    const trash = await send('GET', '/api/admin/trash');
    expect(JSON.stringify(trash.body)).to.contain('Into The Trash');

    expect((await send('POST', `/api/admin/blog-posts/${id}/restore`)).status).to.equal(200);
    const back = await publicPage('into-the-trash');
    expect(back.status).to.equal(200);
    expect(back.text).to.contain('Into The Trash');
  });
});
