import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { MediaVariant } from '../../services/index.js';
import { MediaVariantType } from './media.type.js';
import { postFieldsOn } from '../../shared/post-shape.js';
import { declarePostFields } from './post-shape-fields.js';

/**
 * The fields Post and AdminPost share (never in the schema by this name), from the post's
 * declaration (src/shared/post-shape.ts). The derived fields (image, html, excerptText,
 * readingTime, seo) come from graphql/resolvers/post-fields.resolver.ts.
 */
@ObjectType('PostFields', { description: 'The fields every kind of post has.' })
export class PostFieldsType {}
declarePostFields(PostFieldsType, postFieldsOn('graphql'));

@ObjectType('Post', { description: 'A published article (docs/product.md §3’s public post, with what another front end needs to show it as the site does).' })
export class PostType extends PostFieldsType {}

@ObjectType('AdminPost', { description: 'A post as staff see it: drafts and scheduled posts too, with when it was created and its version.' })
export class AdminPostType extends PostFieldsType {}
declarePostFields(AdminPostType, postFieldsOn('graphqlAdmin'));

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
