import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { CategoryShape, MediaVariant } from '../../services/index.js';
import { MediaVariantType } from './media.type.js';
import { CategoryType } from './category.type.js';
import { PostStatus } from './enums.js';

/**
 * The fields Post and AdminPost share (never in the schema by this name). The derived fields
 * (image, html, excerptText, readingTime, seo) come from graphql/resolvers/post-fields.resolver.ts.
 */
@ObjectType('PostFields', { description: 'The fields every kind of post has.' })
export class PostFieldsType {
  @Field(() => Int, { description: 'The post’s number; it never changes.' }) declare id: number;
  @Field(() => String, { description: 'The post’s name in URLs: the article is at /blog/{slug} on the site.' }) declare slug: string;
  @Field(() => String, { description: 'The headline.' }) declare title: string;
  @Field(() => String, { description: 'A sentence or two introducing the post, as the editor wrote it (plain text; see excerptText).' }) declare excerpt: string;
  @Field(() => String, { description: 'The article HTML as stored (sanitised when saved), before the transforms readers get; render html instead.' }) declare content: string;
  @Field(() => String, { nullable: true, description: 'The featured-image key, such as confidence, or null; image gives its URL and size.' }) declare imageUrl: string | null;
  @Field(() => Int, { nullable: true, description: 'The media library image that is the featured image (it wins over imageUrl), or null.' }) declare imageId: number | null;
  @Field(() => GraphQLDateTime, { description: 'When the post is (or was) published; readers see a published post from then on.' }) declare publishDate: string;
  @Field(() => GraphQLDateTime, { description: 'When the post was last saved (created, edited, or its categories changed).' }) declare updatedAt: string;
  @Field(() => String, { description: 'The first category’s name, or an empty string.' }) declare categoryLabel: string;
  @Field(() => [String], { description: 'Every category’s name, in the editor’s order.' }) declare categoryLabels: string[];
  @Field(() => String, { description: 'Who wrote it, as the editor typed the name.' }) declare author: string;
  @Field(() => PostStatus, { description: 'draft or published; the public API answers published posts only.' }) declare status: PostStatus;
}

@ObjectType('Post', { description: 'A published article (docs/product.md §3’s public post, with what another front end needs to show it as the site does).' })
export class PostType extends PostFieldsType {
  @Field(() => [CategoryType], { name: 'categories', description: 'The post’s categories in the editor’s order, with their id, slug and group.' })
  declare categoryDetails: CategoryShape[];
}

@ObjectType('AdminPost', { description: 'A post as staff see it: drafts and scheduled posts too, with the category names the post form takes.' })
export class AdminPostType extends PostFieldsType {
  @Field(() => [String], { description: 'Category names in the editor’s order, as PostInput takes them (Post.categories gives objects; here they are categoryDetails).' })
  declare categories: string[];
  @Field(() => [CategoryType], { description: 'The same categories as objects (id, name, slug, group), in the same order.' })
  declare categoryDetails: CategoryShape[];
  @Field(() => GraphQLDateTime, { description: 'When the post was created.' }) declare createdAt: string;
  @Field(() => Int, { description: 'Raised by one at every save; pass it to updatePost to be refused (CONFLICT) if someone saved since.' }) declare version: number;
  @Field(() => String, { description: 'The post’s own SEO title, or empty (the article then uses "{title} | Resources"; seo.title is what it uses).' }) declare metaTitle: string;
  @Field(() => String, { description: 'The post’s own meta description, or empty (the excerpt stands in; seo.description is what it uses).' }) declare metaDescription: string;
}

@ObjectType('TrashedPost', { description: 'A post in the trash: off the site, its address answering 410 Gone, until restored or deleted for good.' })
export class TrashedPostType extends AdminPostType {
  @Field(() => GraphQLDateTime, { description: 'When it went to the trash.' }) declare trashedAt: string;
}

@ObjectType('PostImage', { description: 'A featured image: an image of the media library (with variants) or one of the built-in illustrations (one SVG, no variants); usable from any origin.' })
export class PostImageType {
  @Field(() => Int, { nullable: true, description: 'The media library item (the post’s imageId), or null for a built-in illustration.' }) declare mediaId: number | null;
  @Field(() => String, { description: 'Absolute URL of the full-size file (PUBLIC_URL, or MEDIA_PUBLIC_URL for library images behind a CDN).' }) declare url: string;
  @Field(() => String, { description: 'What the image shows: the library’s alt text (empty when marked decorative), or the illustration’s label.' }) declare alt: string;
  @Field(() => String, { description: 'The library image’s caption, or an empty string.' }) declare caption: string;
  @Field(() => Int, { description: 'Intrinsic width in pixels.' }) declare width: number;
  @Field(() => Int, { description: 'Intrinsic height in pixels.' }) declare height: number;
  @Field(() => String, { nullable: true, description: 'A data: URL of a tiny blurred preview (library images), or null.' }) declare placeholder: string | null;
  @Field(() => [MediaVariantType], { description: 'Library images’ files by width and format (AVIF, WebP, fallback) with absolute URLs; empty for an illustration.' }) declare variants: MediaVariant[];
}

@ObjectType('PostSeo', { description: 'What the site’s article page puts in its head for search engines and share cards.' })
export class PostSeoType {
  @Field(() => String, { description: 'The document title, "{title} | Resources".' }) declare title: string;
  @Field(() => String, { description: 'The meta description (the excerpt).' }) declare description: string;
  @Field(() => String, { description: 'The article’s canonical URL on the site.' }) declare canonicalUrl: string;
  @Field(() => String, { description: 'Absolute URL of the share image (the featured image, or the site’s default).' }) declare image: string;
}

@ObjectType('PostPage', { description: 'One page of the public list and the counts for paging.' })
export class PostPageType {
  @Field(() => [PostType], { description: 'The posts of this page, in list order.' }) declare items: PostType[];
  @Field(() => Int, { description: 'Posts matching the search and filters, on all pages.' }) declare total: number;
  @Field(() => Int, { description: 'This page’s number, from 1.' }) declare page: number;
  @Field(() => Int, { description: 'Posts per page (at most 50).' }) declare pageSize: number;
  @Field(() => Int, { description: 'How many pages there are.' }) declare pageCount: number;
}

@ObjectType('DeleteResult', { description: 'What a delete removed.' })
export class DeleteResultType {
  @Field(() => Int, { description: 'The id of the deleted post or category.' }) declare id: number;
}
