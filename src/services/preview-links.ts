/**
 * Short-lived preview links (issue 23, item 3): a draft or scheduled post shown to someone without
 * a key or a staff session (a client reviewing it on an agency's front end) for a little while.
 *
 * - Signed: the token is `pl1.<payload>.<HMAC-SHA256>`, the payload naming the purpose, the post
 *   and the expiry; the key is derived from the session secret for this purpose alone, so no other
 *   token of the site (a session, a reset, a working copy's link) can pass for one, nor one for them.
 * - Expiring: at most PREVIEW_LINK_MAX_MINUTES (a day), one hour by default; past it, 410.
 * - Single-purpose: it reads that one post, read-only, and nothing else; nothing is stored, so a
 *   link is revoked by its expiry (or by changing the session secret, which ends every link).
 * - Never cached: its answers are `private, no-store` (REST route and GraphQL alike).
 *
 * Made by whoever may preview (a staff session, a preview key or an admin key: canPreview).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlogPost } from '../../models/index.js';
import { ForbiddenError, GoneError, NotFoundError, ValidationError } from './errors.js';
import { canPreview, type Viewer } from './identity.service.js';
import type { PublicPost } from './post.shapes.js';
import type { PostService } from './post.service.js';

export const PREVIEW_LINK_DEFAULT_MINUTES = 60;
export const PREVIEW_LINK_MAX_MINUTES = 24 * 60;
const PURPOSE = 'post-preview';
const PREFIX = 'pl1';
export const PREVIEW_LINK_FORBIDDEN = 'Preview links are made with a staff session, a preview key or an admin key.';
const INVALID = 'This preview link is not valid.';

export interface PreviewLink {
  token: string;
  /** Where the post is read with it: `/api/preview/<token>` on the site. */
  url: string;
  expiresAt: string;
  postId: number;
}

interface Payload {
  purpose: string;
  post: number;
  /** Expiry, Unix seconds. */
  exp: number;
}

export class PreviewLinks {
  private readonly key: Buffer;

  constructor(secret: string, private readonly posts: PostService, private readonly siteUrl = '', private readonly clock: () => Date = () => new Date()) {
    this.key = createHmac('sha256', secret).update('preview links v1').digest();
  }

  async create(viewer: Viewer, postId: unknown, minutes: unknown = PREVIEW_LINK_DEFAULT_MINUTES): Promise<PreviewLink> {
    if (!canPreview(viewer)) throw new ForbiddenError(PREVIEW_LINK_FORBIDDEN);
    const lifetime = minutes ?? PREVIEW_LINK_DEFAULT_MINUTES;
    if (!Number.isInteger(lifetime) || (lifetime as number) < 1 || (lifetime as number) > PREVIEW_LINK_MAX_MINUTES) {
      throw new ValidationError({ minutes: `minutes must be a whole number from 1 to ${PREVIEW_LINK_MAX_MINUTES}` });
    }
    const id = Number(postId);
    const post = Number.isSafeInteger(id) && id > 0 ? await BlogPost.findByPk(id, { attributes: ['id', 'status'] }) : null;
    if (!post || post.status === 'trashed') throw new NotFoundError('Post not found');
    const exp = Math.floor(this.clock().getTime() / 1000) + (lifetime as number) * 60;
    const payload = Buffer.from(JSON.stringify({ purpose: PURPOSE, post: id, exp } satisfies Payload)).toString('base64url');
    const token = `${PREFIX}.${payload}.${this.sign(payload)}`;
    return { token, url: `${this.siteUrl}/api/preview/${token}`, expiresAt: new Date(exp * 1000).toISOString(), postId: id };
  }

  /** The post a link names, as it is now (drafts and scheduled posts included): NOT_FOUND for a link not ours, GONE once expired. */
  async read(token: unknown): Promise<PublicPost> {
    const payload = this.verify(token);
    if (payload.exp * 1000 <= this.clock().getTime()) throw new GoneError('This preview link has expired: ask for a new one.');
    const post = await BlogPost.findByPk(payload.post, { attributes: ['slug', 'status'] });
    if (!post || post.status === 'trashed') throw new NotFoundError('The post of this preview link no longer exists.');
    return this.posts.getPublishedBySlug(post.slug, { preview: true });
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`${PREFIX}.${payload}`).digest('base64url');
  }

  private verify(token: unknown): Payload {
    const parts = typeof token === 'string' && token.length <= 512 ? token.split('.') : [];
    if (parts.length !== 3 || parts[0] !== PREFIX) throw new NotFoundError(INVALID);
    const [, payload, signature] = parts as [string, string, string];
    // Compared as written: decoding would ignore the last character's spare bits, so four
    // spellings of one signature would all be accepted.
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotFoundError(INVALID);
    let parsed: Partial<Payload>;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
    } catch {
      throw new NotFoundError(INVALID);
    }
    if (parsed.purpose !== PURPOSE || !Number.isSafeInteger(parsed.post) || !Number.isSafeInteger(parsed.exp)) throw new NotFoundError(INVALID);
    return parsed as Payload;
  }
}
