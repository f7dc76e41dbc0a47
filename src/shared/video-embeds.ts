/**
 * The video embeds editors may put in an article (issue 20, item 7): YouTube and Vimeo only. The
 * editor recognises their links (CKEditor's media embed, stored as `<oembed url="…">`); readers get
 * a plain link that turns into the player only when clicked, so no request reaches either site
 * before a click (src/services/article-html.ts makes the link, pages/_components/blog/video-embed.ts
 * swaps in the player). YouTube plays from youtube-nocookie.com, Vimeo with `dnt=1`.
 * Isomorphic: the server, the editor and the article page read the same rules.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** The video's own page: the link readers follow without JavaScript. */
  watchUrl: string;
  /** The privacy-friendly player, loaded only after a click. */
  playerUrl: string;
  /** "YouTube" or "Vimeo". */
  label: string;
}

/** The class of a video's click-to-load link in article HTML. */
export const VIDEO_LINK_CLASS = 'article-video';

/** The origins the players load from (the Content-Security-Policy's frame-src names them). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** Each provider's links, matched without the scheme and "www." (as CKEditor matches them); group 1 is the video id. */
export const VIDEO_URL_PATTERNS: Record<VideoProvider, RegExp[]> = {
  youtube: [
    /^(?:m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]{6,20})(?:[&#].*)?$/,
    /^(?:m\.)?youtube\.com\/(?:shorts|v|embed|live)\/([\w-]{6,20})(?:[?#].*)?$/,
    /^youtube-nocookie\.com\/embed\/([\w-]{6,20})(?:[?#].*)?$/,
    /^youtu\.be\/([\w-]{6,20})(?:[?#].*)?$/,
  ],
  vimeo: [
    /^vimeo\.com\/(\d{1,15})(?:[/?#].*)?$/,
    /^vimeo\.com\/(?:channels\/[\w-]+|groups\/[\w-]+\/videos|album\/\d+\/video|[\w-]+\/[\w-]+\/video)\/(\d{1,15})(?:[/?#].*)?$/,
    /^player\.vimeo\.com\/video\/(\d{1,15})(?:[/?#].*)?$/,
  ],
};

const LABELS: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The embed a link names, or null when it is no YouTube or Vimeo video link (http or https only). */
export function videoEmbedOf(url: string | null | undefined): VideoEmbed | null {
  if (!url) return null;
  const match = /^https?:\/\/(?:www\.)?(.+)$/i.exec(url.trim());
  if (!match) return null;
  const rest = match[1]!;
  for (const provider of Object.keys(VIDEO_URL_PATTERNS) as VideoProvider[]) {
    for (const pattern of VIDEO_URL_PATTERNS[provider]) {
      const id = pattern.exec(rest)?.[1];
      if (!id) continue;
      return provider === 'youtube'
        ? { provider, id, label: LABELS[provider], watchUrl: `https://www.youtube.com/watch?v=${id}`, playerUrl: `${VIDEO_PLAYER_ORIGINS[0]}/embed/${id}?autoplay=1` }
        : { provider, id, label: LABELS[provider], watchUrl: `https://vimeo.com/${id}`, playerUrl: `${VIDEO_PLAYER_ORIGINS[1]}/video/${id}?autoplay=1&dnt=1` };
    }
  }
  return null;
}
