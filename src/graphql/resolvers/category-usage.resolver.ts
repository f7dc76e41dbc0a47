import { Authorized, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { CategoryType } from '../types/category.type.js';

type Counts = Promise<Map<number, number>>;

/** One count of every category per request and kind, however many categories ask. */
function countOncePerRequest(read: (context: GraphQLContext) => Counts) {
  const ofRequest = new WeakMap<GraphQLContext, Counts>();
  return (category: CategoryType, context: GraphQLContext): Promise<number> => {
    let counts = ofRequest.get(context);
    if (!counts) ofRequest.set(context, (counts = read(context)));
    return counts.then((map) => map.get(category.id) ?? 0);
  };
}

const allPosts = countOncePerRequest((context) => context.services.categories.postCounts());
const publishedPosts = countOncePerRequest((context) => context.services.categories.publishedCounts());

/** How much each category is used: all posts for staff deciding on a rename or a delete, published posts for anyone. */
@Resolver(() => CategoryType)
export class CategoryUsageResolver {
  @Authorized()
  @FieldResolver(() => Int, { description: 'How many posts (drafts included) have this category. Staff only.' })
  postCount(@Root() category: CategoryType, @Ctx() context: GraphQLContext) {
    return allPosts(category, context);
  }

  @FieldResolver(() => Int, { description: 'How many published posts have this category (what a reader finds under it).' })
  publishedCount(@Root() category: CategoryType, @Ctx() context: GraphQLContext) {
    return publishedPosts(category, context);
  }
}
