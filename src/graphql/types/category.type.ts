import { Field, Int, ObjectType } from 'type-graphql';
import { CategoryGroup } from './enums.js';

@ObjectType('Category', { description: 'A blog category; every category belongs to one group.' })
export class CategoryType {
  @Field(() => Int, { description: 'The category’s number; it never changes.' }) declare id: number;
  @Field(() => String, { description: 'The display name (unique).' }) declare name: string;
  @Field(() => CategoryGroup, { description: 'The group it is listed under.' }) declare group: CategoryGroup;
  @Field(() => String, { nullable: true, description: 'A short description, or null.' }) declare description: string | null;
  @Field(() => String, { description: 'The name in URLs and filters (unique): /blog?category={slug}.' }) declare slug: string;
}
