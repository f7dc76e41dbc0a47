/**
 * Issue 26 item 3: the site's images are named by a hash of their contents. The generated hashes
 * are those of the files in public/images (else `npm run images:hash`), and a URL maps back to
 * its file only with the current hash.
 */
import { join } from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { IMAGES_DIR } from '../../scripts/site-images.mjs';
import { SHARE_CARD } from '../../src/shared/article-seo.js';
import { siteImageHashes, siteImagesModuleIsCurrent } from '../../scripts/site-images.mjs';
import { SITE_IMAGE_HASHES } from '../../src/shared/site-images.generated.js';
import { siteImage, siteImageFile } from '../../src/shared/site-images.js';

describe('fingerprinted site images', () => {
  it('holds the hashes of the files in public/images (run "npm run images:hash" after changing one)', () => {
    expect(SITE_IMAGE_HASHES).to.deep.equal(siteImageHashes());
    expect(siteImagesModuleIsCurrent()).to.equal(true);
  });

  it('names an image by its hash and maps that name back to the file, only with the current hash', () => {
    const url = siteImage('/images/featured/confidence.svg');
    expect(url).to.equal(`/images/featured/confidence.${SITE_IMAGE_HASHES['/images/featured/confidence.svg']}.svg`);
    expect(siteImageFile(url)).to.equal('/images/featured/confidence.svg');
    expect(siteImageFile('/images/featured/confidence.0123456789.svg')).to.equal(null);
    expect(siteImageFile('/images/featured/confidence.svg')).to.equal(null);
    expect(siteImage('/images/not-there.svg')).to.equal('/images/not-there.svg');
    expect(siteImage('/media/abc/w640.webp')).to.equal('/media/abc/w640.webp');
  });

  it('has the share card drawn at the size the pages declare, under its fingerprinted name', async () => {
    const { width, height, format } = await sharp(join(IMAGES_DIR, 'share-card.png')).metadata();
    expect([format, width, height]).to.deep.equal(['png', SHARE_CARD.width, SHARE_CARD.height]);
    expect(SHARE_CARD.path).to.equal(siteImage('/images/share-card.png')).and.not.equal('/images/share-card.png');
  });
});
