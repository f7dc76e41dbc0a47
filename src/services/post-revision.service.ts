/**
 * A post's revisions for staff (issue 12, item 3): the list, one revision, its comparison with the
 * post as it is now, and restoring it. Restoring is a save like any other (PostService.update):
 * validated, recorded as a content change, and kept as a new revision.
 */
import { BlogPostRevision } from '../../models/index.js';
import { pickPostFields, postField, REVISION_POST_FIELDS, REVISION_SUMMARY_FIELDS, type PostFieldsOn, type PostShape } from '../shared/post-shape.js';
import { CategoryCatalogue } from './category-catalogue.js';
import { NotFoundError, ValidationError } from './errors.js';
import type { Viewer } from './identity.service.js';
import type { AdminPost } from './post.shapes.js';
import type { PostService } from './post.service.js';
import { compareFields, type ComparedFields, type FieldDiff } from './revision-diff.js';
import { parseId } from './validate.js';

/** The newest revisions a list shows. */
export const MAX_LISTED_REVISIONS = 200;

/** Who saved a revision and when. */
interface RevisionSave {
  id: number;
  postId: number;
  savedAt: string;
  savedBy: string;
  savedByKind: string;
}
type RevisionPost = PostShape<'revision'>;
export type PostRevisionSummary = RevisionSave & Pick<RevisionPost, (typeof REVISION_SUMMARY_FIELDS)[number]>;
/** A revision with every field it kept (src/shared/post-shape.ts, surface `revision`). */
export type PostRevision = RevisionSave & RevisionPost;

export interface RevisionComparison {
  revision: PostRevision;
  current: AdminPost;
  fields: FieldDiff[];
  /** How many fields differ. */
  changedCount: number;
}

const SUMMARY_ATTRIBUTES = ['id', 'postId', 'createdAt', 'savedBy', 'savedByKind', ...REVISION_SUMMARY_FIELDS];

/** A stored value as the API answers it: dates in ISO 8601, no image as null. */
function revisionValue(row: BlogPostRevision, name: PostFieldsOn<'revision'>): unknown {
  const value = row[name];
  const field = postField(name);
  if (field.kind === 'date') return new Date(value as Date).toISOString();
  return field.nullable ? value || null : value;
}

function toShape<T>(row: BlogPostRevision, names: ReadonlyArray<PostFieldsOn<'revision'>>): T {
  const save: RevisionSave = { id: row.id, postId: row.postId, savedAt: new Date(row.createdAt).toISOString(), savedBy: row.savedBy, savedByKind: row.savedByKind };
  return { ...save, ...Object.fromEntries(names.map((name) => [name, revisionValue(row, name)])) } as T;
}

const toSummary = (row: BlogPostRevision) => toShape<PostRevisionSummary>(row, REVISION_SUMMARY_FIELDS);
const toRevision = (row: BlogPostRevision) => toShape<PostRevision>(row, REVISION_POST_FIELDS);

export class PostRevisionService {
  constructor(private readonly posts: PostService) {}

  /** The post's revisions, newest first (at most MAX_LISTED_REVISIONS); a missing post is a 404. */
  async list(postId: unknown): Promise<PostRevisionSummary[]> {
    const post = await this.posts.getForAdmin(postId);
    const rows = await BlogPostRevision.findAll({
      where: { postId: post.id }, attributes: SUMMARY_ATTRIBUTES, order: [['id', 'DESC']], limit: MAX_LISTED_REVISIONS,
    });
    return rows.map(toSummary);
  }

  async get(id: unknown): Promise<PostRevision> {
    return toRevision(await this.find(id));
  }

  /** The revision beside the post as it is now; parts say what was removed since the revision and what was added. */
  async compare(id: unknown): Promise<RevisionComparison> {
    const revision = toRevision(await this.find(id));
    const current = await this.posts.getForAdmin(revision.postId);
    const fields = compareFields(revision, current);
    return { revision, current, fields, changedCount: fields.filter((field) => field.changed).length };
  }

  /**
   * Someone's unsaved edits beside the post as it is now (a refused stale save, issue 20): the
   * changed fields only; parts say what the edits have that the post lost ("removed since") and
   * what the post has that the edits lack ("added since").
   */
  async compareEdits(postId: unknown, edits: Partial<Record<keyof ComparedFields, unknown>>): Promise<FieldDiff[]> {
    const current = await this.posts.getForAdmin(postId);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const mine: ComparedFields = {
      title: text(edits.title), slug: text(edits.slug), excerpt: text(edits.excerpt), content: text(edits.content),
      imageUrl: text(edits.imageUrl) || null,
      categories: Array.isArray(edits.categories) ? edits.categories.filter((name): name is string => typeof name === 'string') : [],
      // A date the form could not save yet compares as the post's own.
      publishDate: Number.isNaN(Date.parse(text(edits.publishDate))) ? current.publishDate : text(edits.publishDate),
      author: text(edits.author), status: text(edits.status) || current.status,
    };
    return compareFields(mine, current).filter((field) => field.changed);
  }

  /**
   * Saves the revision's fields as the post's. Categories deleted since are left out (the others
   * are kept); when none of them exists any more the restore is refused with a 400.
   */
  async restore(id: unknown, by?: Viewer): Promise<AdminPost> {
    const revision = toRevision(await this.find(id));
    const { found, unknown } = (await CategoryCatalogue.load()).byNames(revision.categories);
    if (!found.length) {
      throw new ValidationError({ categories: `None of this version's categories exists any more (${unknown.join(', ')}): edit the post instead` });
    }
    return this.posts.update(revision.postId, {
      ...pickPostFields(revision, REVISION_POST_FIELDS),
      imageUrl: revision.imageUrl ?? '',
      categories: found.map((category) => category.name),
    }, by);
  }

  private async find(id: unknown): Promise<BlogPostRevision> {
    const key = parseId(id);
    const row = key ? await BlogPostRevision.findByPk(key) : null;
    if (!row) throw new NotFoundError('Revision not found');
    return row;
  }
}
