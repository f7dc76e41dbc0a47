import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ChangeSubject {
  post = 'post',
  category = 'category',
}
registerEnumType(ChangeSubject, {
  name: 'ChangeSubject',
  description: 'What a change of the changes feed is about.',
  valuesConfig: {
    post: { description: 'A post: read it with post(slug) or GET /api/blog-posts/{slug}.' },
    category: { description: 'A category: read them with categories or GET /api/blog-categories.' },
  },
});

export enum ChangeAction {
  updated = 'updated',
  removed = 'removed',
}
registerEnumType(ChangeAction, {
  name: 'ChangeAction',
  description: 'What a client syncing the content does with a change.',
  valuesConfig: {
    updated: { description: 'It is public now: read it again (by slug or id).' },
    removed: { description: 'A tombstone: it was public and no longer is (unpublished, deleted, scheduled later). Drop it; `slug` is the one the public knew.' },
  },
});

@ObjectType('ContentChangeEntry', { description: 'One post or category that changed, as the public sees it now; never its contents.' })
export class ChangeEntryType {
  @Field(() => ChangeSubject, { description: 'A post or a category.' }) declare type: ChangeSubject;
  @Field(() => ChangeAction, { description: 'updated (read it again) or removed (drop it).' }) declare action: ChangeAction;
  @Field(() => Int, { description: 'Its id (stable across slug changes).' }) declare id: number;
  @Field(() => String, { description: 'Its slug now; for a removal, the slug the public knew.' }) declare slug: string;
  @Field(() => GraphQLDateTime, { description: 'When it changed: the write, or a scheduled post’s publish time.' }) declare at: Date;
}

@ObjectType('ChangesPage', { description: 'A page of the changes feed, oldest change first.' })
export class ChangesPageType {
  @Field(() => [ChangeEntryType], { description: 'What changed, in order; each post or category once, at its latest change.' }) declare changes: ChangeEntryType[];
  @Field(() => String, { description: 'Send it as `since` next time (also to poll when hasMore is false). Valid while the log keeps changes (30 days by default).' }) declare nextCursor: string;
  @Field(() => Boolean, { description: 'More changes wait now: ask again at once with nextCursor.' }) declare hasMore: boolean;
}
