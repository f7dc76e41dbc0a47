import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Category', { description: 'A blog category; group is fuel, sport or training_phase.' })
export class CategoryType {
  @Field(() => Int) declare id: number;
  @Field(() => String) declare name: string;
  @Field(() => String) declare group: string;
  @Field(() => String, { nullable: true }) declare description: string | null;
  @Field(() => String) declare slug: string;
}
