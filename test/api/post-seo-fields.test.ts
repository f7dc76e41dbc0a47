/**
 * A post's own SEO title and meta description (issue 20, item 7), on the app as production
 * composes it (the response cache in front): saved through the admin REST and GraphQL, answered
 * in every admin read, rendered in the article's <title>, meta description and share tags (and
 * Post.seo), falling back to "{title} | Resources" and the excerpt when empty; a client that does
 * not send them keeps them; too long is a 400 naming the field. Its social image (shareImageId, a
 * media library item) likewise: in og:image/twitter:image with its size and alt, the featured
 * image when empty, an unknown id a 400, and the library refuses to delete it while used (409).
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { attribute, headTag } from '../helpers/blog-html.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { photo } from '../helpers/media-files.js';
import { statementsOf } from '../helpers/sql-statements.js';

describe('post SEO fields', function () {
  this.timeout(120_000); // the first start may build the pages
  let t: TestApp;
  let admin: TestAgent;

  before(async () => {
    t = await createTestApp({ pages: true });
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  const meta = (html: string, key: string) => attribute(headTag(html, new RegExp(`<meta (?:name|property)="${key}"[^>]*>`)), 'content');
  async function head(slug: string) {
    const { text } = await request(t.app).get(`/blog/${slug}`).expect(200);
    return {
      title: /<title>([^<]*)<\/title>/.exec(text)?.[1],
      description: meta(text, 'description'),
      ogTitle: meta(text, 'og:title'),
      ogDescription: meta(text, 'og:description'),
      twitterTitle: meta(text, 'twitter:title'),
    };
  }
  const SEO_POST = `query($slug: String!) { post(slug: $slug) { seo { title description } } }`;

  it('renders its own title and description on the article, keeps them when a client leaves them out, and falls back when emptied', async () => {
    const input = postInput({ title: 'Race morning calm', slug: 'race-morning-calm', excerpt: 'How to stay calm before the gun.' });
    const created = await admin.post('/api/admin/blog-posts')
      .send({ ...input, metaTitle: '  Pre-race calm: a 5-step routine  ', metaDescription: 'Five steps that settle race-morning nerves.' }).expect(201);
    expect(created.body.post).to.include({ metaTitle: 'Pre-race calm: a 5-step routine', metaDescription: 'Five steps that settle race-morning nerves.' });
    expect(await head('race-morning-calm')).to.deep.equal({
      title: 'Pre-race calm: a 5-step routine', description: 'Five steps that settle race-morning nerves.',
      ogTitle: 'Pre-race calm: a 5-step routine', ogDescription: 'Five steps that settle race-morning nerves.', twitterTitle: 'Pre-race calm: a 5-step routine',
    });
    const seo = await gql(request(t.app), SEO_POST, { slug: 'race-morning-calm' }).expect(200);
    expect(seo.body.data.post.seo).to.deep.equal({ title: 'Pre-race calm: a 5-step routine', description: 'Five steps that settle race-morning nerves.' });

    // A client of the spec's API saves without the fields: they stay (the cached page is purged by the save).
    const id = created.body.post.id;
    const edited = await admin.put(`/api/admin/blog-posts/${id}`).send({ ...input, excerpt: 'Stay calm before the gun.' }).expect(200);
    expect(edited.body.post).to.include({ metaTitle: 'Pre-race calm: a 5-step routine', excerpt: 'Stay calm before the gun.' });
    expect((await admin.get(`/api/admin/blog-posts/${id}`).expect(200)).body).to.include({ metaDescription: 'Five steps that settle race-morning nerves.' });

    // Emptied ('' or null): the title with " | Resources" and the excerpt stand in.
    await admin.put(`/api/admin/blog-posts/${id}`).send({ ...input, excerpt: 'Stay calm before the gun.', metaTitle: '', metaDescription: null }).expect(200);
    expect(await head('race-morning-calm')).to.deep.include({
      title: 'Race morning calm | Resources', description: 'Stay calm before the gun.', ogTitle: 'Race morning calm | Resources', ogDescription: 'Stay calm before the gun.',
    });
    const fallback = await gql(request(t.app), SEO_POST, { slug: 'race-morning-calm' }).expect(200);
    expect(fallback.body.data.post.seo).to.deep.equal({ title: 'Race morning calm | Resources', description: 'Stay calm before the gun.' });
  });

  it('saves and reads them over GraphQL, and refuses too long values naming the field', async () => {
    const input = postInput({ slug: 'graphql-seo' });
    const created = await gql(admin, 'mutation($input: PostInput!) { createPost(input: $input) { id metaTitle metaDescription } }',
      { input: { ...input, metaTitle: 'A GraphQL title', metaDescription: 'A GraphQL description.' } }).expect(200);
    expect(created.body.errors).to.equal(undefined);
    const { id } = created.body.data.createPost;
    expect(created.body.data.createPost).to.include({ metaTitle: 'A GraphQL title', metaDescription: 'A GraphQL description.' });
    const read = await gql(admin, 'query($id: Int!) { adminPost(id: $id) { metaTitle metaDescription } }', { id }).expect(200);
    expect(read.body.data.adminPost).to.deep.equal({ metaTitle: 'A GraphQL title', metaDescription: 'A GraphQL description.' });

    const tooLong = await gql(admin, 'mutation($id: Int!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }',
      { id, input: { ...input, metaDescription: 'x'.repeat(321) } }).expect(200);
    expect(tooLong.body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect(tooLong.body.errors[0].extensions.errors).to.deep.equal({ metaDescription: 'Meta description must be at most 320 characters' });
    const rest = await admin.put(`/api/admin/blog-posts/${id}`).send({ ...input, metaTitle: 'x'.repeat(121), metaDescription: 42 }).expect(400);
    expect(rest.body.errors).to.deep.include({ metaTitle: 'Meta title must be at most 120 characters' });
    // A number is taken as its text (as the other text fields do); an object is refused naming the field.
    const wrongType = await admin.put(`/api/admin/blog-posts/${id}`).send({ ...input, metaTitle: { a: 1 } }).expect(400);
    expect(wrongType.body.errors).to.deep.include({ metaTitle: 'Meta title must be text' });
  });

  describe('social image (shareImageId)', () => {
    interface Uploaded { id: number; url: string; width: number; height: number }
    const upload = async (name: string, alt: string, width: number, height: number): Promise<Uploaded> =>
      (await admin.post('/api/admin/media').field('alt', alt).attach('file', await photo(width, height), name).expect(201)).body.media;
    async function shareTags(slug: string) {
      const { text } = await request(t.app).get(`/blog/${slug}`).expect(200);
      return {
        image: meta(text, 'og:image'), width: meta(text, 'og:image:width'), height: meta(text, 'og:image:height'),
        alt: meta(text, 'og:image:alt'), twitterImage: meta(text, 'twitter:image'), twitterAlt: meta(text, 'twitter:image:alt'),
      };
    }
    let featured: Uploaded;
    let social: Uploaded;

    before(async () => {
      featured = await upload('start-line.jpg', 'Runners waiting at the start line', 640, 420);
      social = await upload('open-road.jpg', 'A runner on an open road at sunrise', 600, 315);
    });

    it('shows the chosen image in the share tags with its size and alt, keeps it when left out, and falls back to the featured image when cleared', async () => {
      const input = postInput({ title: 'Sunrise long runs', slug: 'sunrise-long-runs', imageUrl: '', imageId: featured.id });
      const created = await admin.post('/api/admin/blog-posts').send({ ...input, shareImageId: social.id }).expect(201);
      expect(created.body.post.shareImageId).to.equal(social.id);
      const id = created.body.post.id;
      const tags = await shareTags('sunrise-long-runs');
      expect(tags.image).to.match(/^https?:\/\//).and.satisfy((url: string) => url.endsWith(social.url));
      expect(tags).to.deep.include({
        width: String(social.width), height: String(social.height), alt: 'A runner on an open road at sunrise',
        twitterImage: tags.image, twitterAlt: 'A runner on an open road at sunrise',
      });
      const seoImage = async () => (await gql(request(t.app), 'query($slug: String!) { post(slug: $slug) { seo { image } } }', { slug: 'sunrise-long-runs' }).expect(200)).body.data.post.seo.image as string;
      expect(await seoImage()).to.equal(tags.image);
      // Not in the public REST post by default.
      expect((await request(t.app).get('/api/blog-posts/sunrise-long-runs').expect(200)).body).to.not.have.property('shareImageId');

      // Left out (a client of the spec's API): kept; read over REST and GraphQL.
      await admin.put(`/api/admin/blog-posts/${id}`).send({ ...input, excerpt: 'Why the first light helps.' }).expect(200);
      expect((await admin.get(`/api/admin/blog-posts/${id}`).expect(200)).body.shareImageId).to.equal(social.id);
      const read = await gql(admin, 'query($id: Int!) { adminPost(id: $id) { shareImageId } }', { id }).expect(200);
      expect(read.body.data.adminPost).to.deep.equal({ shareImageId: social.id });

      // The library will not delete it while the post uses it.
      const refused = await admin.delete(`/api/admin/media/${social.id}`).expect(409);
      expect(refused.body.message).to.equal('This image is the social image of a post: “Sunrise long runs”. Choose another image for it first.');

      // Cleared: the featured image is shared, as before the field existed.
      const cleared = await admin.put(`/api/admin/blog-posts/${id}`).send({ ...input, shareImageId: null }).expect(200);
      expect(cleared.body.post.shareImageId).to.equal(null);
      const fallback = await shareTags('sunrise-long-runs');
      expect(fallback.image).to.satisfy((url: string) => url.endsWith(featured.url));
      expect(fallback).to.deep.include({ width: undefined, alt: 'Sunrise long runs | Resources', twitterImage: fallback.image });
      expect(await seoImage()).to.equal(fallback.image);
      await admin.delete(`/api/admin/media/${social.id}`).expect(204);
    });

    it('saves it over GraphQL, and refuses an id that is no library item with 400 naming shareImageId', async () => {
      const input = postInput({ slug: 'graphql-share-image', imageUrl: '' });
      const created = await gql(admin, 'mutation($input: PostInput!) { createPost(input: $input) { id shareImageId } }',
        { input: { ...input, shareImageId: featured.id } }).expect(200);
      expect(created.body.errors).to.equal(undefined);
      expect(created.body.data.createPost.shareImageId).to.equal(featured.id);
      // Without a featured image the share image still wins over the site's share card.
      expect((await shareTags('graphql-share-image')).image).to.satisfy((url: string) => url.endsWith(featured.url));

      const unknown = await admin.post('/api/admin/blog-posts').send(postInput({ shareImageId: 987654 })).expect(400);
      expect(unknown.body.errors).to.deep.equal({ shareImageId: 'No image in the media library has this id' });
      for (const bad of ['a picture', 1.5, 0, -3]) {
        const res = await admin.post('/api/admin/blog-posts').send(postInput({ shareImageId: bad })).expect(400);
        expect(res.body.errors.shareImageId, String(bad)).to.equal('shareImageId must be the id of an image in the media library');
      }
      const viaGraphql = await gql(admin, 'mutation($id: Int!, $input: PostInput!) { updatePost(id: $id, input: $input) { id } }',
        { id: created.body.data.createPost.id, input: { ...input, shareImageId: 987654 } }).expect(200);
      expect(viaGraphql.body.errors[0].extensions.errors).to.deep.equal({ shareImageId: 'No image in the media library has this id' });
    });

    it('a list asking for every post’s seo reads the library once for all their share images, each post getting its own', async () => {
      const finish = await upload('finish-line.jpg', 'Runners crossing the finish line', 600, 315);
      const shares = { 'share-list-a': finish, 'share-list-b': featured, 'share-list-c': finish };
      for (const [slug, image] of Object.entries(shares)) {
        await admin.post('/api/admin/blog-posts').send({ ...postInput({ slug, title: `Share list ${slug.slice(-1)}`, imageUrl: '' }), shareImageId: image.id }).expect(201);
      }
      const query = 'query($search: String!) { posts(search: $search, pageSize: 10) { items { slug seo { image } } } }';
      let answer: { body: { data: { posts: { items: Array<{ slug: string; seo: { image: string } }> } } } } | undefined;
      const statements = await statementsOf(t.sequelize, async () => {
        answer = await gql(request(t.app), query, { search: 'Share list' }).expect(200);
      });
      const items = answer!.body.data.posts.items;
      expect(items.map((item) => item.slug).sort()).to.deep.equal(Object.keys(shares));
      for (const item of items) expect(item.seo.image, item.slug).to.satisfy((url: string) => url.endsWith(shares[item.slug as keyof typeof shares].url));
      expect(statements.filter((statement) => /\bFROM [`"]?media[`"]?/i.test(statement)), statements.join('\n')).to.have.length(1);
    });
  });
});
