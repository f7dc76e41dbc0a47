/** The Content API's derived post fields: SVG sizes, plain text, reading time, absolute images, cursors. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { FeaturedImages, svgSize } from '../../src/services/featured-images.js';
import { decodeCursor, encodeCursor } from '../../src/services/public-reads/connection.js';
import { PostPresentation } from '../../src/services/post-presentation.js';
import { PostImages } from '../../src/services/post-images.js';
import { htmlToText, readingMinutes } from '../../src/services/plain-text.js';
import { FEATURED_IMAGES } from '../../src/shared/constants.js';
import { siteImage } from '../../src/shared/site-images.js';

describe('post presentation', () => {
  it('reads an SVG’s size from width and height, else from its viewBox', () => {
    expect(svgSize('<svg xmlns="x" width="640px" height="360" viewBox="0 0 10 10">')).to.deep.equal({ width: 640, height: 360 });
    expect(svgSize('<svg xmlns="x" viewBox="0 0 800 450"><rect/></svg>')).to.deep.equal({ width: 800, height: 450 });
    expect(svgSize('<svg width="100%"><rect/></svg>')).to.equal(null);
  });

  it('reads the featured images once, from the folder it is given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mf-images-'));
    mkdirSync(join(dir, 'images', 'featured'), { recursive: true });
    for (const { key } of FEATURED_IMAGES) writeFileSync(join(dir, 'images', 'featured', `${key}.svg`), '<svg viewBox="0 0 1200 630"></svg>');
    const images = new FeaturedImages(dir);
    expect(images.of('confidence')).to.deep.equal({ key: 'confidence', path: siteImage('/images/featured/confidence.svg'), label: 'Confidence', width: 1200, height: 630 });
    writeFileSync(join(dir, 'images', 'featured', 'confidence.svg'), '<svg viewBox="0 0 1 1"></svg>');
    expect(images.of('confidence')?.width, 'read once').to.equal(1200);
    expect(images.of('no-such-key')).to.equal(null);
    expect(images.of(null)).to.equal(null);
  });

  it('turns HTML into the text a reader sees', () => {
    expect(htmlToText('<h2>One&nbsp;&amp; two</h2><p>Three<br>four &#8211; &#x2019;five&lt;</p><script>x()</script>')).to.equal('One & two Three four – ’five<');
    expect(htmlToText('  plain   text ')).to.equal('plain text');
    expect(htmlToText(null)).to.equal('');
  });

  it('counts reading minutes at 220 words a minute, rounded up', () => {
    expect(readingMinutes('')).to.equal(0);
    expect(readingMinutes('one')).to.equal(1);
    expect(readingMinutes(Array(220).fill('word').join(' '))).to.equal(1);
    expect(readingMinutes(Array(221).fill('word').join(' '))).to.equal(2);
  });

  it('makes every image of the article HTML absolute, relative paths against the article URL', async () => {
    const presentation = new PostPresentation('https://site.example/', new PostImages(new FeaturedImages('/nowhere')));
    const html = await presentation.html({ slug: 'a b', title: 'T', excerpt: '', imageUrl: null, content: '<p><img src="/images/brain.svg" alt=""><img src="pic.svg?a=1&amp;b=2" alt=""></p>' });
    expect(html).to.equal(`<p><img src="https://site.example${siteImage('/images/brain.svg')}" alt="" /><img src="https://site.example/blog/pic.svg?a=1&amp;b=2" alt="" /></p>`);
  });

  it('encodes cursors as base64url of the post’s key and reads back only its own', () => {
    const cursor = encodeCursor({ publishDate: '2026-01-02T03:04:05.000Z', id: 42 });
    expect(Buffer.from(cursor, 'base64url').toString()).to.equal('["2026-01-02T03:04:05.000Z",42]');
    expect(decodeCursor(cursor, 'after')).to.deep.equal({ publishDate: new Date('2026-01-02T03:04:05.000Z'), id: 42 });
    for (const bad of ['', '****', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["2026-01-02",1]').toString('base64url'), Buffer.from('["2026-01-02T03:04:05.000Z",1.5]').toString('base64url')]) {
      expect(() => decodeCursor(bad, 'before'), bad).to.throw('before is not a cursor of this list');
    }
  });
});
