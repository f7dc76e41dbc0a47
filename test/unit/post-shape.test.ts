/**
 * A post's shape is declared once (src/shared/post-shape.ts). What is derived from it cannot drift;
 * these tests hold what cannot be derived (the models' decorators, the yup schema) and every
 * surface's answer against the declaration, so a field added in one place only fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { buildSchema, getNamedType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLOutputType, type GraphQLType } from 'graphql';
import { getAttributes } from 'sequelize-typescript';
import { BlogPost } from '../../models/blog-post.model.js';
import { BlogPostRevision } from '../../models/blog-post-revision.model.js';
import { projectRoot } from '../../src/config/project-root.js';
import { postSchema } from '../../src/shared/schemas/post.schema.js';
import {
  POST_FIELDS, PUBLIC_POST_FIELDS, SPEC_POST_FIELDS, graphqlNameOf, postField, postFieldsOn, type PostFieldKind, type PostFieldName, type PostSurface,
} from '../../src/shared/post-shape.js';
import { toAdminPost, toPublicPost } from '../../src/services/post.shapes.js';
import { compareFields } from '../../src/services/revision-diff.js';

const ALL = Object.keys(POST_FIELDS) as PostFieldName[];
const sorted = (names: Iterable<string>) => [...names].sort();

describe('a post’s shape (src/shared/post-shape.ts)', () => {
  it('answers the spec’s public fields by default, in the spec’s order (docs/product.md §3)', () => {
    expect(SPEC_POST_FIELDS).to.deep.equal(['id', 'slug', 'title', 'excerpt', 'content', 'imageUrl', 'publishDate', 'categoryLabel', 'categoryLabels', 'author', 'status']);
    expect(PUBLIC_POST_FIELDS.slice(0, SPEC_POST_FIELDS.length)).to.deep.equal(SPEC_POST_FIELDS);
  });

  it('keeps the admin REST post the spec’s: the public fields and the category names as `categories`', () => {
    expect(postFieldsOn('admin')).to.include.members([...SPEC_POST_FIELDS, 'categories']);
    expect(postField('categories').kind).to.equal('names');
    expect(postField('categoryDetails').kind).to.equal('categories');
  });

  describe('the models (their decorators cannot be derived)', () => {
    // Columns a post keeps for the server alone: the category sorts' key and the trash's bookkeeping.
    const INTERNAL_POST_COLUMNS = ['firstCategoryId', 'trashedAt', 'trashedFromStatus'];
    const TIMESTAMPS = ['createdAt', 'updatedAt'];

    it('blog_posts has a column for every stored field, nullable exactly where the field is, and no other post column', () => {
      const columns = getAttributes(BlogPost.prototype) as Record<string, { allowNull?: boolean }>;
      expect(sorted(Object.keys(columns))).to.deep.equal(sorted([...postFieldsOn('stored').filter((name) => !TIMESTAMPS.includes(name)), ...INTERNAL_POST_COLUMNS]));
      for (const name of postFieldsOn('stored').filter((field) => !TIMESTAMPS.includes(field))) {
        expect(columns[name].allowNull === true, name).to.equal(postField(name).nullable === true || postField(name).nullInColumn === true);
      }
    });

    it('blog_post_revisions keeps exactly the revision fields, with who saved them', () => {
      const columns = getAttributes(BlogPostRevision.prototype) as Record<string, { allowNull?: boolean }>;
      expect(sorted(Object.keys(columns))).to.deep.equal(sorted([...postFieldsOn('revision'), 'id', 'postId', 'savedBy', 'savedByKind']));
      for (const name of postFieldsOn('revision')) expect(columns[name].allowNull === true, name).to.equal(postField(name).nullable === true);
    });
  });

  it('compares every revision field when a revision is set beside the post', () => {
    const post = { title: 't', slug: 's', excerpt: 'e', content: '<p>c</p>', imageUrl: null, categories: ['Running'], publishDate: new Date(0), author: 'a', status: 'draft' };
    expect(sorted(compareFields(post, post).map((diff) => diff.field))).to.deep.equal(sorted(postFieldsOn('revision')));
  });

  it('validates exactly the input fields with the shared yup schema', () => {
    expect(sorted(Object.keys(postSchema.fields))).to.deep.equal(sorted(postFieldsOn('input')));
  });

  it('answers REST posts with the declared fields (toPublicPost, toAdminPost)', () => {
    const row = {
      id: 1, slug: 's', title: 't', excerpt: 'e', content: '<p>c</p>', imageUrl: null, imageId: null, publishDate: new Date(0), author: 'a',
      status: 'published', createdAt: new Date(0), updatedAt: new Date(0), version: 1, metaTitle: null, metaDescription: null, shareImageId: null,
    };
    const category = { id: 1, name: 'Running', slug: 'running', group: 'sport', description: null };
    const required = (surface: PostSurface) => postFieldsOn(surface).filter((name) => !(postField(name).optionalOn ?? []).includes(surface));
    // With the article head's fields, which every row carries (the REST lists pick by `fields`).
    expect(sorted(Object.keys(toPublicPost({ ...row, content: undefined }, [category])))).to.deep.equal(sorted([...required('public'), 'metaTitle', 'metaDescription', 'shareImageId']));
    expect(sorted(Object.keys(toAdminPost(row, [category])))).to.deep.equal(sorted(required('admin')));
    expect(toAdminPost(row, [category])).to.include({ categoryLabel: 'Running' }).and.deep.include({ categories: ['Running'], categoryDetails: [category] });
  });

  describe('the GraphQL schema (src/graphql/schema.graphql)', () => {
    const schema = buildSchema(readFileSync(join(projectRoot(), 'src', 'graphql', 'schema.graphql'), 'utf8'));
    const TYPES: Record<PostFieldKind, string> = { int: 'Int', string: 'String', date: 'DateTime', status: 'PostStatus', names: '[String!]', categories: '[Category!]', image: 'PostImage' };
    const typeName = (type: GraphQLType): string => {
      const inner = isNonNullType(type) ? type.ofType : type;
      return isListType(inner) ? `[${String(inner.ofType)}]` : String(inner);
    };
    const declaredNames = new Set(ALL.map(graphqlNameOf));

    // Fields the resolvers derive (post-fields.resolver.ts), whatever the type.
    const RESOLVED = ['image', 'html'];

    /** The type's fields that are post fields must be exactly `names`, typed and nullable as declared. */
    function expectPostFields(typeName_: string, names: readonly PostFieldName[], { input = false, own = [] as string[] } = {}) {
      const type = schema.getType(typeName_);
      const fields = (type as { getFields(): Record<string, GraphQLField<unknown, unknown> | { type: GraphQLOutputType }> }).getFields();
      const schemaName = (name: PostFieldName) => (input ? name : graphqlNameOf(name));
      const postFieldsThere = Object.keys(fields)
        .filter((name) => (declaredNames.has(name) || ALL.includes(name as PostFieldName)) && !RESOLVED.includes(name) && !own.includes(name));
      expect(sorted(postFieldsThere), typeName_).to.deep.equal(sorted(names.map(schemaName)));
      for (const name of names) {
        const field = fields[schemaName(name)];
        const kind = postField(name).kind;
        expect(typeName(field.type), `${typeName_}.${schemaName(name)}`).to.equal(input && kind === 'date' ? 'String' : TYPES[kind]);
        expect(isNonNullType(field.type), `${typeName_}.${schemaName(name)} non-null`).to.equal(!input && !postField(name).nullable);
      }
    }

    it('gives Post, AdminPost and AdminPostSummary the declared fields', () => {
      expectPostFields('Post', postFieldsOn('graphql'));
      expectPostFields('AdminPost', [...postFieldsOn('graphql'), ...postFieldsOn('graphqlAdmin')]);
      expectPostFields('AdminPostSummary', [...postFieldsOn('graphql'), ...postFieldsOn('graphqlAdmin')].filter((name) => name !== 'content'));
    });

    it('takes the declared input fields in PostInput', () => {
      expectPostFields('PostInput', postFieldsOn('input'), { input: true });
    });

    it('gives PostRevision every revision field (its id is the revision’s)', () => {
      expectPostFields('PostRevision', postFieldsOn('revision'), { own: ['id'] });
    });

    it('means the category objects by `categories` and their names by `categoryLabels` on every object type', () => {
      for (const type of Object.values(schema.getTypeMap()).filter(isObjectType)) {
        const fields = type.getFields();
        if (fields.categories) expect(getNamedType(fields.categories.type).name, `${type.name}.categories`).to.equal('Category');
        if (fields.categoryLabels) expect(typeName(fields.categoryLabels.type), `${type.name}.categoryLabels`).to.equal('[String!]');
      }
    });
  });
});
