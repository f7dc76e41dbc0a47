/**
 * A post's shape, declared once: every field a post has anywhere, its kind, whether it may be
 * null, and which surfaces carry it. The REST field lists, the services' PublicPost/AdminPost
 * types, the GraphQL object and input types, the revision snapshot, the webhook payload and the
 * pages' types are derived from it; the models and the yup schema cannot be, so
 * test/unit/post-shape.test.ts checks them against it.
 *
 * `categories` means one thing per side: on GraphQL object types and in the webhook payload it is
 * always the category objects (`categoryLabels` gives the names); the REST answers keep the
 * spec's values (the admin post's `categories` are names, the objects are `categoryDetails`), and
 * every input takes names.
 */

/** Where a field appears. */
export type PostSurface =
  /** The public REST post without `fields` (docs/product.md §3), in this declaration's order. */
  | 'spec'
  /** A public REST post can be asked for it by name (`fields=`); every spec field is one. */
  | 'public'
  /** The article page's own read (the services' PublicPost carries it there only; never by REST `fields`). */
  | 'article'
  /** The admin REST post (the services' AdminPost). */
  | 'admin'
  /** GraphQL Post, AdminPost and AdminPostSummary. */
  | 'graphql'
  /** GraphQL AdminPost and AdminPostSummary only. */
  | 'graphqlAdmin'
  /** The post form: REST body, GraphQL PostInput, the yup post schema, the admin form's values. */
  | 'input'
  /** A column of blog_posts (models/blog-post.model.ts). */
  | 'stored'
  /** Kept by every revision (blog_post_revisions, GraphQL PostRevision). */
  | 'revision'
  /** The `post` of a webhook delivery's payload. */
  | 'webhook';

/** What a value is: numbers, text, an ISO 8601 instant, a post status, category names or objects, a featured image. */
export type PostFieldKind = 'int' | 'string' | 'date' | 'status' | 'names' | 'categories' | 'image';

export interface PostFieldSpec {
  readonly kind: PostFieldKind;
  readonly nullable?: boolean;
  /** Stored as null when empty, though every shape answers '' (the SEO texts). */
  readonly nullInColumn?: boolean;
  readonly surfaces: readonly PostSurface[];
  /** Surfaces where the field is there only when asked for (a list without content, the image with its variants). */
  readonly optionalOn?: readonly PostSurface[];
  /** The field's name on GraphQL object types and in the webhook payload, when not its own. */
  readonly graphqlName?: string;
  /** For API clients (the GraphQL descriptions). */
  readonly description: string;
  /** PostInput's description, where the form's rule differs from the field's. */
  readonly inputDescription?: string;
}

const PUBLIC = ['spec', 'public', 'admin'] as const;

/** Every field, the spec's public fields first in the spec's order. */
export const POST_FIELDS = {
  id: { kind: 'int', surfaces: [...PUBLIC, 'graphql', 'stored', 'webhook'], description: 'The post’s number; it never changes.' },
  slug: {
    kind: 'string', surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision', 'webhook'],
    description: 'The post’s name in URLs: the article is at /blog/{slug} on the site.',
    inputDescription: 'The URL name (required, unique): lowercase letters, digits and hyphens.',
  },
  title: { kind: 'string', surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision', 'webhook'], description: 'The headline.', inputDescription: 'The headline (required).' },
  excerpt: {
    kind: 'string', surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision', 'webhook'],
    description: 'A sentence or two introducing the post, as the editor wrote it (plain text; see excerptText).',
    inputDescription: 'A sentence or two introducing the post (required).',
  },
  content: {
    kind: 'string', surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision'], optionalOn: ['public'],
    description: 'The article HTML as stored (sanitised when saved), before the transforms readers get; render html instead.',
    inputDescription: 'The article HTML (required); sanitised on save.',
  },
  imageUrl: {
    kind: 'string', nullable: true, surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision'],
    description: 'The featured-image key, such as confidence, or null; image gives its URL and size.',
    inputDescription: 'A featured-image key such as confidence, or empty for none.',
  },
  publishDate: {
    kind: 'date', surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision', 'webhook'],
    description: 'When the post is (or was) published; readers see a published post from then on.',
    inputDescription: 'ISO 8601 date (2026-03-01) or date-time (2026-03-01T09:00:00Z); required.',
  },
  categoryLabel: { kind: 'string', surfaces: [...PUBLIC, 'graphql'], description: 'The first category’s name, or an empty string.' },
  categoryLabels: { kind: 'names', surfaces: [...PUBLIC, 'graphql'], description: 'Every category’s name, in the editor’s order.' },
  author: {
    kind: 'string', surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision', 'webhook'],
    description: 'Who wrote it, as the editor typed the name.', inputDescription: 'Who wrote it (required).',
  },
  status: {
    kind: 'status', surfaces: [...PUBLIC, 'graphql', 'input', 'stored', 'revision', 'webhook'],
    description: 'draft or published; the public API answers published posts only.', inputDescription: 'draft or published (the default).',
  },
  // Beyond the spec: asked for by name on the public REST.
  imageId: {
    kind: 'int', nullable: true, surfaces: ['public', 'admin', 'graphql', 'input', 'stored'],
    description: 'The media library image that is the featured image (it wins over imageUrl), or null.',
    inputDescription: 'A media library image as the featured image (it wins over imageUrl); null removes it, leaving it out keeps the post’s.',
  },
  image: {
    kind: 'image', nullable: true, surfaces: ['public', 'admin', 'webhook'], optionalOn: ['public', 'admin'],
    description: 'The featured image with its variants and absolute URLs (GraphQL derives it: post-fields.resolver.ts).',
  },
  updatedAt: {
    kind: 'date', surfaces: ['public', 'admin', 'graphql', 'stored', 'webhook'],
    description: 'When the post was last saved (created, edited, or its categories changed).',
  },
  categoryDetails: {
    kind: 'categories', surfaces: ['public', 'admin', 'graphql', 'webhook'], graphqlName: 'categories',
    description: 'The post’s categories in the editor’s order, with their id, name, slug and group (categoryLabels gives the names).',
  },
  html: {
    kind: 'string', surfaces: ['public', 'admin'], optionalOn: ['public', 'admin'],
    description: 'The article page’s HTML with absolute URLs (GraphQL derives it: post-fields.resolver.ts).',
  },
  // The admin's own fields.
  categories: {
    kind: 'names', surfaces: ['admin', 'input', 'revision'], graphqlName: 'categoryLabels',
    description: 'The category names in the editor’s order, as the post form takes them.',
    inputDescription: 'Category names (at least one), in the order to show them.',
  },
  metaTitle: {
    kind: 'string', nullInColumn: true, surfaces: ['article', 'admin', 'graphqlAdmin', 'input', 'stored'], optionalOn: ['article'],
    description: 'The post’s own SEO title, or empty (the article then uses "{title} | Resources"; seo.title is what it uses).',
    inputDescription: 'The title search engines and share cards get (at most 120 characters); empty for "{title} | Resources", left out keeps the post’s.',
  },
  metaDescription: {
    kind: 'string', nullInColumn: true, surfaces: ['article', 'admin', 'graphqlAdmin', 'input', 'stored'], optionalOn: ['article'],
    description: 'The post’s own meta description, or empty (the excerpt stands in; seo.description is what it uses).',
    inputDescription: 'The meta description (at most 320 characters); empty for the excerpt, left out keeps the post’s.',
  },
  shareImageId: {
    kind: 'int', nullable: true, surfaces: ['article', 'admin', 'graphqlAdmin', 'input', 'stored'], optionalOn: ['article'],
    description: 'The media library image share cards show (og:image), or null (the featured image stands in, else the site’s share card).',
    inputDescription: 'A media library image for share cards (og:image); null for the featured image, left out keeps the post’s.',
  },
  createdAt: { kind: 'date', surfaces: ['admin', 'graphqlAdmin', 'stored'], description: 'When the post was created.' },
  version: {
    kind: 'int', surfaces: ['admin', 'graphqlAdmin', 'stored'],
    description: 'Raised by one at every save; pass it to updatePost to be refused (CONFLICT) if someone saved since.',
  },
} as const satisfies Record<string, PostFieldSpec>;

export type PostFieldName = keyof typeof POST_FIELDS;
type Fields = typeof POST_FIELDS;

/** The names of the fields a surface carries, in declaration order. */
export type PostFieldsOn<S extends PostSurface> = { [K in PostFieldName]: S extends Fields[K]['surfaces'][number] ? K : never }[PostFieldName];

export function postFieldsOn<S extends PostSurface>(surface: S): Array<PostFieldsOn<S>> {
  return (Object.keys(POST_FIELDS) as PostFieldName[])
    .filter((name) => (POST_FIELDS[name].surfaces as readonly PostSurface[]).includes(surface)) as Array<PostFieldsOn<S>>;
}

export function postField(name: PostFieldName): PostFieldSpec {
  return POST_FIELDS[name];
}

/** A field's name on GraphQL object types and in the webhook payload. */
export function graphqlNameOf(name: PostFieldName): string {
  return postField(name).graphqlName ?? name;
}

/** The TypeScript type of each kind; the objects are given by the side that knows them. */
export interface PostKindTypes<Category, Image> {
  int: number;
  string: string;
  date: string;
  status: string;
  names: string[];
  categories: Category[];
  image: Image;
}

type ValueOf<K extends PostFieldName, Category, Image> =
  | PostKindTypes<Category, Image>[Fields[K]['kind']]
  | (Fields[K] extends { nullable: true } ? null : never);
// Optional when one of the surfaces asked for has it only when asked.
type OptionalOn<K extends PostFieldName, S extends PostSurface> = Fields[K] extends { optionalOn: readonly PostSurface[] }
  ? [Extract<S, Fields[K]['optionalOn'][number]>] extends [never] ? false : true : false;

/** A post as a surface (or the union of some) carries it: `PostShape<'admin', CategoryShape, PostImage>`. */
export type PostShape<S extends PostSurface, Category = never, Image = never> =
  & { [K in PostFieldsOn<S> as OptionalOn<K, S> extends true ? never : K]: ValueOf<K, Category, Image> }
  & { [K in PostFieldsOn<S> as OptionalOn<K, S> extends true ? K : never]?: ValueOf<K, Category, Image> };

/** The columns only some reads take: the article body and the admin's bookkeeping. */
type RowOnlyWhenRead = 'content' | 'createdAt' | 'version';
/** What a list item reads of a stored post: every column but those. */
export type PostSummaryColumn = Exclude<PostFieldsOn<'stored'>, RowOnlyWhenRead>;
export const SUMMARY_POST_COLUMNS = postFieldsOn('stored').filter((name): name is PostSummaryColumn => !['content', 'createdAt', 'version'].includes(name));

/** A stored column's value as the driver gives it: a date as a Date (Sequelize) or text (raw SQL). */
type ColumnValue<K extends PostFieldName> =
  | (Fields[K]['kind'] extends 'date' ? Date | string : PostKindTypes<never, never>[Fields[K]['kind']])
  | (Fields[K] extends { nullable: true } ? null : never)
  | (Fields[K] extends { nullInColumn: true } ? null : never);

/** The columns a post shape is made from: a model instance or a row of a list's own SQL. */
export type StoredPostRow =
  & { [K in PostSummaryColumn]: ColumnValue<K> }
  & { [K in RowOnlyWhenRead]?: ColumnValue<K> };

/** The public REST post's default fields: docs/product.md §3, in its order. */
export const SPEC_POST_FIELDS = postFieldsOn('spec');
/** Every field a public REST post can be asked for by name (`fields`). */
export const PUBLIC_POST_FIELDS = postFieldsOn('public');
export type PublicPostField = PostFieldsOn<'public'>;
/** What every revision keeps of the post. */
export const REVISION_POST_FIELDS = postFieldsOn('revision');
/** What a list of revisions shows of each (the rest is read one revision at a time). */
export const REVISION_SUMMARY_FIELDS: ReadonlyArray<PostFieldsOn<'revision'>> = ['slug', 'title', 'publishDate', 'status'];

/** The named fields of a post, in the names' order. */
export function pickPostFields<T extends object, K extends keyof T>(post: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, post[name]])) as Pick<T, K>;
}
