import { Authorized, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { CategoryType } from '../types/category.type.js';

/** One count of every category per request, however many categories ask. */
const countsOfRequest = new WeakMap<GraphQLContext, Promise<Map<number, number>>>();
const publishedOfRequest = new WeakMap<GraphQLContext, Promise<Map<number, number>>>();

/** How much each category is used: all posts for staff deciding on a rename or a delete, published posts for anyone. */
@Resolver(() => CategoryType)
export class CategoryUsageResolver {
  @Authorized()
  @FieldResolver(() => Int, { description: 'How many posts (drafts included) have this category. Staff only.' })
  postCount(@Root() category: CategoryType, @Ctx() context: GraphQLContext) {
    let counts = countsOfRequest.get(context);
    if (!counts) {
      counts = context.services.categories.postCounts();
      countsOfRequest.set(context, counts);
    }
    return counts.then((map) => map.get(category.id) ?? 0);
  }

  @FieldResolver(() => Int, { description: 'How many published posts have this category (what a reader finds under it).' })
  publishedCount(@Root() category: CategoryType, @Ctx() context: GraphQLContext) {
    let counts = publishedOfRequest.get(context);
    if (!counts) {
      counts = context.services.categories.publishedCounts();
      publishedOfRequest.set(context, counts);
    }
    return counts.then((map) => map.get(category.id) ?? 0);
  }
}
