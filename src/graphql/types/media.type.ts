import { GraphQLDateTime } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { MediaVariant } from '../../services/index.js';
import { MediaFormat } from './enums.js';

@ObjectType('MediaVariant', { description: 'One file of an image: a width in one format.' })
export class MediaVariantType {
  @Field(() => String, { description: 'Absolute URL; content-addressed, so it never changes and is cached for a year.' }) declare url: string;
  @Field(() => Int, { description: 'Width in pixels (never wider than the original).' }) declare width: number;
  @Field(() => MediaFormat, { description: 'The file’s format.' }) declare format: MediaFormat;
}

@ObjectType('Media', {
  description: 'An image of the media library: the full-size file (metadata stripped), its variants at several widths in AVIF, WebP and a fallback format, '
    + 'a tiny placeholder and its alt text. Build <picture> from srcset(format: avif), srcset(format: webp) and the fallback srcset, with width and height.',
})
export class MediaType {
  @Field(() => Int, { description: 'The item’s number (a post’s imageId).' }) declare id: number;
  @Field(() => String, { description: 'Absolute URL of the full-size file.' }) declare url: string;
  @Field(() => Int, { description: 'Width in pixels, upright (after the EXIF orientation).' }) declare width: number;
  @Field(() => Int, { description: 'Height in pixels, upright.' }) declare height: number;
  @Field(() => String, { description: 'What the image shows; empty when it is decorative.' }) declare alt: string;
  @Field(() => String, { description: 'A caption, or an empty string.' }) declare caption: string;
  @Field(() => Boolean, { description: 'True when the image is decoration only and is shown without alt text on purpose.' }) declare decorative: boolean;
  @Field(() => String, { description: 'The full-size file’s type: image/jpeg, image/png or image/gif.' }) declare mimeType: string;
  @Field(() => String, { description: 'A data: URL of a tiny blurred preview, to show while the image loads.' }) declare placeholder: string;
  @Field(() => [MediaVariantType], { description: 'Every file by width and format, narrowest first.' }) declare variants: MediaVariant[];
  @Field(() => String, { description: 'The uploaded file’s name.' }) declare fileName: string;
  @Field(() => Int, { description: 'Bytes uploaded.' }) declare size: number;
  @Field(() => GraphQLDateTime, { description: 'When it was uploaded.' }) declare createdAt: string;
}

@ObjectType('MediaPage', { description: 'One page of the media library, newest first.' })
export class MediaPageType {
  @Field(() => [MediaType], { description: 'The items of this page.' }) declare items: MediaType[];
  @Field(() => Int, { description: 'Items matching the search.' }) declare total: number;
  @Field(() => Int, { description: 'This page’s number (from 1).' }) declare page: number;
  @Field(() => Int, { description: 'Items per page.' }) declare pageSize: number;
  @Field(() => Int, { description: 'Pages in all.' }) declare pageCount: number;
}

@InputType('MediaInput', { description: 'What staff edit of an image (uploads go to POST /api/admin/media, multipart).' })
export class MediaInputType {
  @Field(() => String, { nullable: true, description: 'What the image shows (at most 500 characters).' }) alt?: string;
  @Field(() => String, { nullable: true, description: 'A caption (at most 1000 characters).' }) caption?: string;
  @Field(() => Boolean, { nullable: true, description: 'Decoration only: shown without alt text on purpose.' }) decorative?: boolean;
}
