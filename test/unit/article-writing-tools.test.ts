/**
 * Issue 20, item 7: what the editor's new tools write survives the allow-list (tables with merged
 * cells, sub- and superscript, YouTube and Vimeo embeds), and readers get tables in a sideways
 * scrolling box and videos as click-to-load links that name no player and load nothing.
 */
import { expect } from 'chai';
import { renderArticleHtml } from '../../src/services/article-html.js';
import { sanitizeArticleHtml } from '../../src/services/html-sanitizer.js';
import { videoEmbedOf } from '../../src/shared/video-embeds.js';

const SITE = 'https://mindful.example';

describe('article writing tools: the allow-list and the reader’s HTML', () => {
  it('keeps sub- and superscript and tables with headers and merged cells', () => {
    const html = '<p>x<sup>2</sup> and H<sub>2</sub>O</p><figure class="table"><table><thead><tr><th colspan="2" scope="col" onclick="x()">Zone</th></tr></thead>'
      + '<tbody><tr><td rowspan="2" style="position:fixed">1</td><td>Easy</td></tr></tbody></table></figure>';
    expect(sanitizeArticleHtml(html)).to.equal('<p>x<sup>2</sup> and H<sub>2</sub>O</p><figure><table><thead><tr><th colspan="2" scope="col">Zone</th></tr></thead>'
      + '<tbody><tr><td rowspan="2">1</td><td>Easy</td></tr></tbody></table></figure>');
  });

  it('keeps YouTube and Vimeo embeds as their address, and drops any other embed', () => {
    const kept = '<figure><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed></figure><figure><oembed url="https://vimeo.com/76979871"></oembed></figure>';
    expect(sanitizeArticleHtml(`<figure class="media">${kept.slice(8)}`)).to.equal(kept);
    expect(sanitizeArticleHtml('<oembed url="https://evil.example/video"></oembed><oembed url="javascript:alert(1)"></oembed><oembed url="https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ"></oembed><p>a</p>'))
      .to.equal('<p>a</p>');
  });

  it('renders a table inside a focusable, named box that scrolls sideways', () => {
    const html = renderArticleHtml('<figure><table><tbody><tr><td>a</td></tr></tbody></table></figure>', SITE);
    expect(html).to.equal('<figure><div class="article-table" role="region" aria-label="Table" tabindex="0"><table><tbody><tr><td>a</td></tr></tbody></table></div></figure>');
  });

  it('renders a video as a plain link to its page: no player, no request to the provider until a click', () => {
    const html = renderArticleHtml('<figure><oembed url="https://youtu.be/dQw4w9WgXcQ?t=42"></oembed></figure><figure><oembed url="https://player.vimeo.com/video/76979871"></oembed></figure>', SITE);
    expect(html).to.equal('<figure><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="article-video" target="_blank" rel="noopener noreferrer">'
      + '<span class="article-video-play">Play the YouTube video</span> <span class="article-video-note">Nothing loads from YouTube until you click.</span></a></figure>'
      + '<figure><a href="https://vimeo.com/76979871" class="article-video" target="_blank" rel="noopener noreferrer">'
      + '<span class="article-video-play">Play the Vimeo video</span> <span class="article-video-note">Nothing loads from Vimeo until you click.</span></a></figure>');
    expect(html).to.not.match(/<iframe|<img|src=/);
  });

  it('never lets an editor dress a link up as a video', () => {
    const html = renderArticleHtml('<a class="article-video" href="https://evil.example/">Play</a>', SITE);
    expect(html).to.equal('<a href="https://evil.example/" target="_blank" rel="noopener noreferrer">Play</a>');
  });

  it('reads the players from the providers’ links only', () => {
    expect(videoEmbedOf('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')?.playerUrl).to.equal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbedOf('https://www.youtube.com/shorts/dQw4w9WgXcQ')?.id).to.equal('dQw4w9WgXcQ');
    expect(videoEmbedOf('https://vimeo.com/channels/staffpicks/76979871')?.playerUrl).to.equal('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    for (const url of ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'ftp://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/about', 'https://youtu.be/"onload="x', '']) {
      expect(videoEmbedOf(url), url).to.equal(null);
    }
  });
});
