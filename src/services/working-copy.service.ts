/**
 * Working copies (issue 20, item 4): each staff member's unsaved work on a post, autosaved to the
 * server every few seconds so it survives a closed tab, a crash or a change of device, and
 * offered back when the editor opens the post again. The spec's form rules do not apply here
 * (an unfinished post is the point); they apply when the post itself is saved. A published
 * post's edits stay here, seen only through a private preview, until "Update" makes them live.
 * Also who else has a post open (presence): each open editor polls, and is "there" while its
 * last poll is recent.
 */
import { randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError } from 'sequelize';
import { BlogPost, PostEditor, PostWorkingCopy } from '../../models/index.js';
import { renderArticleHtml } from './article-html.js';
import { NotFoundError, ValidationError } from './errors.js';
import { sanitizeArticleHtml } from './html-sanitizer.js';
import type { Viewer } from './identity.service.js';
import { parseId } from './validate.js';
import { postFieldsOn, type PostFieldsOn } from '../shared/post-shape.js';

/** The post form's values as typed (the input fields of src/shared/post-shape.ts): flat, plain values only. */
export type WorkingCopyFields = Partial<Record<PostFieldsOn<'input'>, string | number | boolean | null | string[]>>;
const FORM_FIELDS: readonly string[] = postFieldsOn('input');

export interface WorkingCopyShape {
  /** The post's id, or null for a post not created yet. */
  postId: number | null;
  fields: WorkingCopyFields;
  /** The post's version the edits started from (null for a new post). */
  baseVersion: number | null;
  savedAt: string;
  /** The private preview's path (staff only). */
  previewPath: string;
}

export interface WorkingCopyPreview {
  postId: number | null;
  title: string;
  excerpt: string;
  author: string;
  html: string;
  savedAt: string;
  savedBy: string;
}

/** An editor is "there" while its last poll is this recent (it polls every 10 s). */
export const PRESENCE_WINDOW_MS = 30_000;
const MAX_JSON_LENGTH = 1_200_000;

function ownerOf(viewer: Viewer): string {
  if (viewer.kind === 'session') return viewer.user.username;
  if (viewer.kind === 'api-key') return `api-key:${viewer.key.id}`;
  throw new ValidationError({ viewer: 'Only staff have working copies' });
}

/** "new" or a post id, from the API's postId (null or missing: a new post). */
function postKeyOf(postId: unknown): { postKey: string; postId: number | null } {
  if (postId === null || postId === undefined) return { postKey: 'new', postId: null };
  const id = parseId(postId);
  if (!id) throw new ValidationError({ postId: 'postId must be a positive whole number, or null for a new post' });
  return { postKey: String(id), postId: id };
}

/** Plain values under the form's field names, within the size of a post: anything else is a 400 naming the field. */
function checkedFields(fields: unknown): WorkingCopyFields {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw new ValidationError({ fields: 'fields must be an object of the form’s values' });
  const clean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!FORM_FIELDS.includes(name)) throw new ValidationError({ fields: `“${name.slice(0, 40)}” is not a field of the post form (${FORM_FIELDS.join(', ')})` });
    const plain = value === null || ['string', 'number', 'boolean'].includes(typeof value)
      || (Array.isArray(value) && value.length <= 100 && value.every((item) => typeof item === 'string' && item.length <= 200));
    if (!plain) throw new ValidationError({ [name]: `${name} must be text, a number, true/false or a list of texts` });
    clean[name] = value;
  }
  if (JSON.stringify(clean).length > MAX_JSON_LENGTH) throw new ValidationError({ fields: 'The working copy is too large (a post holds at most 1 MB of content)' });
  return clean as WorkingCopyFields;
}

function shapeOf(copy: PostWorkingCopy): WorkingCopyShape {
  return {
    postId: copy.postId,
    fields: JSON.parse(copy.fields) as WorkingCopyFields,
    baseVersion: copy.baseVersion,
    savedAt: new Date(copy.updatedAt).toISOString(),
    previewPath: `/admin/preview/${copy.previewToken}`,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export class WorkingCopyService {
  constructor(private readonly siteUrl: string, private readonly clock: () => Date = () => new Date()) {}

  /** The viewer's working copy of a post (null: none). */
  async get(viewer: Viewer, postId: unknown): Promise<WorkingCopyShape | null> {
    const key = postKeyOf(postId);
    const copy = await PostWorkingCopy.findOne({ where: { username: ownerOf(viewer), postKey: key.postKey } });
    return copy ? shapeOf(copy) : null;
  }

  /** Stores the viewer's values for a post as typed; the first save of a copy keeps the version it started from. */
  async save(viewer: Viewer, postId: unknown, fields: unknown, baseVersion?: number | null): Promise<WorkingCopyShape> {
    const username = ownerOf(viewer);
    const key = postKeyOf(postId);
    const values = checkedFields(fields);
    if (key.postId !== null && !(await BlogPost.findByPk(key.postId, { attributes: ['id'] }))) throw new NotFoundError('Post not found');
    const overwrite = async (existing: PostWorkingCopy) => {
      existing.set({ fields: JSON.stringify(values) });
      // Saved again with the same values: still a sign of life (the copy is current).
      existing.changed('updatedAt', true);
      await existing.save();
      return shapeOf(existing);
    };
    const existing = await PostWorkingCopy.findOne({ where: { username, postKey: key.postKey } });
    if (existing) return overwrite(existing);
    try {
      return shapeOf(await PostWorkingCopy.create({
        username, postKey: key.postKey, postId: key.postId, fields: JSON.stringify(values),
        baseVersion: key.postId === null ? null : baseVersion ?? null, previewToken: randomBytes(24).toString('base64url'),
      }));
    } catch (error) {
      // Two tabs of one editor created it at once: the later save overwrites, as it would have.
      if (!(error instanceof UniqueConstraintError)) throw error;
      return overwrite((await PostWorkingCopy.findOne({ where: { username, postKey: key.postKey } }))!);
    }
  }

  /** Drops the viewer's working copy of a post (saved, or thrown away on purpose). */
  async discard(viewer: Viewer, postId: unknown): Promise<boolean> {
    const key = postKeyOf(postId);
    return (await PostWorkingCopy.destroy({ where: { username: ownerOf(viewer), postKey: key.postKey } })) > 0;
  }

  /** Staff-only preview of a working copy, by the token of its link; the HTML as readers would get it. */
  async preview(token: unknown): Promise<WorkingCopyPreview> {
    const copy = typeof token === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await PostWorkingCopy.findOne({ where: { previewToken: token } }) : null;
    if (!copy) throw new NotFoundError('This preview link is no longer valid (the changes were saved or discarded)');
    const fields = JSON.parse(copy.fields) as WorkingCopyFields;
    return {
      postId: copy.postId,
      title: text(fields.title),
      excerpt: text(fields.excerpt),
      author: text(fields.author),
      html: renderArticleHtml(sanitizeArticleHtml(text(fields.content)), this.siteUrl),
      savedAt: new Date(copy.updatedAt).toISOString(),
      savedBy: copy.username,
    };
  }

  /** Notes that the viewer has the post open and answers who else has (their names, sorted). */
  async present(viewer: Viewer, postId: unknown): Promise<string[]> {
    const username = ownerOf(viewer);
    const id = parseId(postId);
    if (!id) throw new ValidationError({ postId: 'postId must be a positive whole number' });
    if (!(await BlogPost.findByPk(id, { attributes: ['id'] }))) throw new NotFoundError('Post not found');
    const now = this.clock();
    // Single statements, no read-then-write transaction (on SQLite that upgrade fails at once when another write is waiting).
    const [updated] = await PostEditor.update({ seenAt: now }, { where: { postId: id, username } });
    if (!updated) {
      await PostEditor.create({ postId: id, username, seenAt: now }).catch((error: unknown) => {
        // The same editor's other tab got there first: that row says the same.
        if (!(error instanceof UniqueConstraintError)) throw error;
      });
    }
    const others = await PostEditor.findAll({
      where: { postId: id, username: { [Op.ne]: username }, seenAt: { [Op.gt]: new Date(now.getTime() - PRESENCE_WINDOW_MS) } },
      order: [['username', 'ASC']], attributes: ['username'],
    });
    return others.map((other) => other.username);
  }

  /** The viewer closed the post's editor. */
  async leave(viewer: Viewer, postId: unknown): Promise<void> {
    const id = parseId(postId);
    if (id) await PostEditor.destroy({ where: { postId: id, username: ownerOf(viewer) } });
  }

  /** Post ids (of those given) that have someone's working copy: "Has unpublished changes". */
  async postsWithChanges(postIds: readonly number[]): Promise<Set<number>> {
    if (!postIds.length) return new Set();
    const rows = await PostWorkingCopy.findAll({ where: { postId: { [Op.in]: [...postIds] } }, attributes: ['postId'] });
    return new Set(rows.map((row) => row.postId as number));
  }
}
