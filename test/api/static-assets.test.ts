/**
 * Issue 3 item 1: the production build's hashed assets are cached for a year; files without a
 * hash in their name (images under public/) only for an hour, so a new version shows up.
 * Issue 26: each goes out as the build precompressed it (brotli 11, gzip 9), through the
 * response cache in front of the app, with its Content-Encoding and Vary. The site's images are
 * named by a hash of their contents (src/shared/site-images.ts) and then immutable too.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { expect } from 'chai';
import request from 'supertest';
import { siteImage } from '../../src/shared/site-images.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';

describe('static assets of the page build', () => {
  let t: TestApp;
  before(async () => {
    await resetDatabase();
    t = await createTestApp({ pages: true });
  });

  it('serves the hashed scripts a page references immutable for a year, compressed', async () => {
    const html = (await request(t.app).get('/').expect(200)).text;
    const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts).to.not.be.empty;
    for (const src of scripts) {
      // Vike names an entry name.<hash>.js and a shared chunk chunk-<hash>.js (the loader runs the entry's chunks first).
      expect(src).to.match(/(?:\.|\/chunk-)[A-Za-z0-9_-]{8}\.js$/, `${src} has a content hash`);
      const res = await request(t.app).get(src).set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).to.match(/javascript/);
      if (Number(res.headers['content-length'] ?? 2000) > 1024) expect(res.headers['content-encoding']).to.equal('gzip');
    }
  });

  it('starts every script a public page runs at its start with Chrome\'s compile hint, in each encoding; the admin\'s scripts without it', async () => {
    const scriptsOf = async (path: string) => {
      const html = (await request(t.app).get(path).expect(200)).text;
      return [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    };
    const firstLine = async (src: string, encoding: string) => {
      const res = await request(t.app).get(src).set('Accept-Encoding', encoding).expect(200);
      return res.text.slice(0, res.text.indexOf('\n'));
    };
    const publicScripts = new Set([...(await scriptsOf('/')), ...(await scriptsOf('/blog')), ...(await scriptsOf('/team'))]);
    expect([...publicScripts].filter((src) => src.includes('/entries/pages_'))).to.have.length(3);
    for (const src of publicScripts) {
      for (const encoding of ['br', 'gzip', 'identity']) expect(await firstLine(src, encoding), `${src} (${encoding})`).to.equal('//# allFunctionsCalledOnLoad');
    }
    const adminEntry = (await scriptsOf('/admin/login')).find((src) => src.includes('/entries/pages_admin_login'));
    expect(adminEntry, 'the login page names its entry').to.be.a('string');
    expect(await firstLine(adminEntry!, 'identity')).to.not.include('allFunctionsCalledOnLoad');
  });

  it('serves unhashed public files for an hour only', async () => {
    const res = await request(t.app).get('/images/logo.svg').expect(200);
    expect(res.headers['cache-control']).to.equal('public, max-age=3600');
    expect(res.headers['content-type']).to.match(/^image\/svg\+xml/);
  });

  it('links no stylesheet in the head (the first-paint CSS is inline): the rest of the global sheet waits for the first paint with the scripts, in <noscript> for a browser without them, immutable', async () => {
    for (const path of ['/', '/blog']) {
      const html = (await request(t.app).get(path).expect(200)).text;
      const head = html.slice(0, html.indexOf('</head>'));
      const body = html.slice(html.indexOf('<body'));
      const blocking = [...head.matchAll(/<link rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
      const link = '<link rel="stylesheet" href="(\\/assets\\/static\\/global\\.[^"]+\\.css)">';
      const withoutScripts = new RegExp(`<noscript>${link}</noscript>`).exec(body)?.[1];
      const afterPaint = new RegExp(`<template id="hydration">${link}`).exec(body)?.[1];
      expect(withoutScripts, `${path}: <noscript>`).to.be.a('string');
      expect(afterPaint, `${path}: the hydration template`).to.equal(withoutScripts);
      expect(blocking, path).to.be.empty;
      expect(head, path).to.match(/<style>[^<]*\.site-header/);
      const res = await request(t.app).get(withoutScripts!).set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).to.equal('br');
      // The rest has what no public page shows at first paint (the admin's tables, dialogs).
      expect(res.text).to.include('.table').and.include('.modal-card');
      // It sets nothing on the root: arriving after the paint, that would restyle the whole page.
      // Those custom properties ride in the inline CSS.
      expect(res.text).not.to.match(/:root/);
      expect(head, path).to.include('--bulma-info-on-scheme-l:');
    }
  });

  it('links the whole global sheet in the admin\'s head instead, before the admin\'s own rules', async () => {
    const html = (await request(t.app).get('/admin/login').expect(200)).text;
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
    const sizes = await Promise.all(sheets.map(async (href) => (await request(t.app).get(href).set('Accept-Encoding', 'identity').expect(200)).text));
    expect(sizes.some((css) => css.includes('.table') && css.includes('.modal-card') && css.includes('.site-header')), 'a sheet with all of global.scss').to.equal(true);
    expect(html.slice(html.indexOf('<body'))).to.not.match(/<link rel="stylesheet"/);
  });

  it('serves a site image by its fingerprinted name immutable for a year, compressed; another hash is not found', async () => {
    const url = siteImage('/images/hero.svg');
    expect(url).to.match(/^\/images\/hero\.[0-9a-f]{10}\.svg$/);
    const res = await request(t.app).get(url).set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).to.match(/^image\/svg\+xml/);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(Number(res.headers['content-length'])).to.equal(statSync(join(t.config.buildDir, 'client', 'images', 'hero.svg.br')).size);
    await request(t.app).get('/images/hero.0123456789.svg').expect(404);
    // The pages and their inline CSS (the blog's rules) name the fingerprinted URLs.
    const html = (await request(t.app).get('/').expect(200)).text;
    expect(html).to.include(`src="${url}"`).and.not.include('src="/images/hero.svg"');
    const inlineCss = (await request(t.app).get('/blog').expect(200)).text.match(/<style>([^<]*)<\/style>/)?.[1];
    expect(inlineCss).to.include(`url(${siteImage('/images/brand-icon.svg')})`);
  });

  it('sends the stylesheet as the build precompressed it: brotli 11 for br, gzip 9 for gzip, else plain', async () => {
    const html = (await request(t.app).get('/').expect(200)).text;
    const href = /<link rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(href, 'the page links its stylesheet').to.be.a('string');
    const file = join(t.config.buildDir, 'client', href!);
    const plain = readFileSync(file);
    // supertest decodes the body; the length on the wire tells which file went out.
    const fetch = (encoding: string) => request(t.app).get(href!).set('Accept-Encoding', encoding).expect(200);

    const br = await fetch('br, gzip');
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers.vary).to.match(/Accept-Encoding/i);
    expect(br.headers['content-type']).to.match(/^text\/css/);
    expect(br.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).to.equal(statSync(`${file}.br`).size);
    expect(brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length).to.equal(statSync(`${file}.br`).size);
    expect(br.text).to.equal(plain.toString());

    const gz = await fetch('gzip');
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(Number(gz.headers['content-length'])).to.equal(statSync(`${file}.gz`).size);
    expect(gz.text).to.equal(plain.toString());

    const identity = await fetch('identity');
    expect(identity.headers['content-encoding']).to.equal(undefined);
    expect(Number(identity.headers['content-length'])).to.equal(plain.length);
    // Each representation has its own validator, and a matching one answers 304.
    expect(new Set([br.headers.etag, gz.headers.etag, identity.headers.etag]).size).to.equal(3);
    await request(t.app).get(href!).set('Accept-Encoding', 'br').set('If-None-Match', br.headers.etag!).expect(304);
  });

  it('serves the raster share card the pages name in og:image, by its fingerprinted name (a year, immutable)', async () => {
    const html = (await request(t.app).get('/').expect(200)).text;
    const image = /<meta property="og:image" content="[^"]*(\/images\/[^"]+\.png)"/.exec(html)?.[1];
    expect(image).to.equal(siteImage('/images/share-card.png')).and.match(/^\/images\/share-card\.[0-9a-f]{10}\.png$/);
    const res = await request(t.app).get(image!).buffer(true).parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).to.equal('image/png');
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    // PNG signature, then the IHDR chunk's width and height.
    const body = res.body as Buffer;
    expect(body.subarray(1, 4).toString()).to.equal('PNG');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).to.deep.equal([1200, 630]);
  });

  it('answers a missing asset with 404, not a page', async () => {
    await request(t.app).get('/assets/entries/nope.deadbeef.js').expect(404);
  });
});
