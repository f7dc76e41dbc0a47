/**
 * Click-to-load videos in an article (issue 20, item 7): the server renders each YouTube or Vimeo
 * embed as a plain link to the video's page (src/services/article-html.ts), so the page makes no
 * request to either site; a click swaps the link for the provider's privacy-friendly player
 * (youtube-nocookie.com, Vimeo with dnt=1). A click with a modifier key opens the video's page as
 * any link does. The player's address is rebuilt from the link by the same rules the server used,
 * never read from the page.
 */
import type { MouseEvent } from 'react';
import { VIDEO_LINK_CLASS, videoEmbedOf } from '../../../src/shared/video-embeds.js';

export function playVideoOnClick(event: MouseEvent<HTMLElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.(`a.${VIDEO_LINK_CLASS}`);
  if (!(link instanceof HTMLAnchorElement)) return;
  const video = videoEmbedOf(link.href);
  if (!video) return;
  event.preventDefault();
  const player = document.createElement('iframe');
  player.className = 'article-video-player';
  player.src = video.playerUrl;
  player.title = `${video.label} video`;
  player.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  player.allowFullscreen = true;
  link.replaceWith(player);
  player.focus();
}
