import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { CategoryType } from '../types/category.type.js';
import { CategoryInputType } from '../types/inputs.js';
import { DeleteResultType } from '../types/post.type.js';

@Resolver()
export class CategoryResolver {
  @Query(() => [CategoryType], { description: 'Every category, by group, then the editors’ order, then name.' })
  categories(@Ctx() { services }: GraphQLContext) {
    return services.categories.list();
  }

  @Authorized()
  @Query(() => [CategoryType], { description: 'The same list, for the admin screens.' })
  adminCategories(@Ctx() { services }: GraphQLContext) {
    return services.categories.list();
  }

  @Authorized()
  @Mutation(() => CategoryType, { description: 'Creates a category; CONFLICT for a name or slug in use.' })
  createCategory(@Ctx() { services }: GraphQLContext, @Arg('input', () => CategoryInputType, { description: 'The category form’s fields.' }) input: CategoryInputType) {
    return services.categories.create({ ...input });
  }

  @Authorized()
  @Mutation(() => CategoryType, { description: 'A rename is carried into every post that uses the category; an old slug keeps leading to it (/blog?category= answers a 301), and an old name still saves a post.' })
  updateCategory(
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int, { description: 'The category’s id.' }) id: number,
    @Arg('input', () => CategoryInputType, { description: 'The category form’s fields.' }) input: CategoryInputType,
  ) {
    return services.categories.update(id, { ...input });
  }

  @Authorized()
  @Mutation(() => [CategoryType], { description: 'The editors’ order: the categories (usually one group’s) in the order wanted; the others keep their places. Answers every category in the new order.' })
  reorderCategories(@Ctx() { services }: GraphQLContext, @Arg('ids', () => [Int], { description: 'Category ids in the order wanted, each once.' }) ids: number[]) {
    return services.categories.reorder(ids);
  }

  @Authorized()
  @Mutation(() => DeleteResultType, { description: 'Posts lose this category and keep their others.' })
  deleteCategory(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int, { description: 'The category’s id.' }) id: number) {
    return services.categories.delete(id);
  }
}
