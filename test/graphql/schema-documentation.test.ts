/**
 * The built schema documents itself and types its closed sets: every type, field, argument,
 * input field and enum value has a description; nothing named like a date is a String (DateTime)
 * and nothing named like a status, sort, order, group or kind is a String (an enum). Walks the
 * schema the resolvers build, so a field added tomorrow is held to the same rules.
 */
import { expect } from 'chai';
import {
  getNamedType, isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isScalarType, isSpecifiedScalarType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';
import { getSchema } from '../../src/graphql/schema.js';

/** Names that hold a point in time. */
const DATE_NAME = /(?:^|[a-z])Date$|^date$|At$|Since$|^published(?:After|Before)$/;
/** Names that hold one of a closed set of values. */
const CLOSED_SET_NAME = /^(?:status|sort|order|group|kind)$/i;
/**
 * Deliberate exceptions, each with its reason. PostInput.publishDate: the post form sends a date
 * alone ("2026-03-01") as well as a date-time, which the DateTime scalar would refuse.
 */
const EXCEPTIONS = new Set(['PostInput.publishDate']);

interface Member {
  path: string;
  description: string | null | undefined;
  type: GraphQLNamedType;
  name: string;
}

function namedTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  return Object.values(schema.getTypeMap()).filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type) && !roots.has(type as never));
}

/** Every field, argument and input field of the schema, the root operations' included. */
function members(schema: GraphQLSchema): Member[] {
  const all: Member[] = [];
  const add = (path: string, item: GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField) =>
    all.push({ path, description: item.description, type: getNamedType(item.type), name: item.name });
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field);
        for (const arg of field.args) add(`${type.name}.${field.name}(${arg.name})`, arg);
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field);
  }
  return all;
}

describe('GraphQL schema: documented and typed', () => {
  let schema: GraphQLSchema;
  before(async () => {
    schema = await getSchema();
  });

  it('walks a schema with the Content API in it (the rules below have something to hold)', () => {
    expect(members(schema).length).to.be.greaterThan(150);
    expect(members(schema).map((member) => member.path)).to.include.members(['Post.html', 'Query.postsConnection(after)', 'PostFilter.updatedSince']);
  });

  it('describes every type, field, argument, input field and enum value', () => {
    const missing: string[] = [];
    for (const type of namedTypes(schema)) {
      if (!type.description?.trim()) missing.push(type.name);
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
    for (const member of members(schema)) if (!member.description?.trim()) missing.push(member.path);
    expect(missing).to.deep.equal([]);
  });

  it('types every date as DateTime', () => {
    const strings = members(schema).filter((member) => DATE_NAME.test(member.name) && !EXCEPTIONS.has(member.path) && member.type.name !== 'DateTime');
    expect(strings.map((member) => `${member.path}: ${member.type.name}`)).to.deep.equal([]);
    expect(members(schema).filter((member) => DATE_NAME.test(member.name)).length).to.be.greaterThan(8);
  });

  it('types every status, sort, order, group and kind as an enum', () => {
    const closed = members(schema).filter((member) => CLOSED_SET_NAME.test(member.name));
    expect(closed.filter((member) => !isEnumType(member.type)).map((member) => `${member.path}: ${member.type.name}`)).to.deep.equal([]);
    expect(closed.length).to.be.greaterThan(10);
  });

  it('keeps the stored strings as enum value names, so answers read as before', () => {
    const values = (name: string) => (schema.getType(name) as import('graphql').GraphQLEnumType).getValues().map((value) => [value.name, value.value]);
    expect(values('PostStatus')).to.deep.equal([['draft', 'draft'], ['published', 'published']]);
    expect(values('CategoryGroup')).to.deep.equal([['fuel', 'fuel'], ['sport', 'sport'], ['training_phase', 'training_phase']]);
    expect(values('DeliveryStatus').map(([name]) => name)).to.deep.equal(['waiting', 'sending', 'sent', 'failed', 'not_queued']);
    expect(values('SubmissionKind').map(([name]) => name)).to.include.members(['waitlist', 'suggestion', 'expert_application', 'interest_registration']);
    // Keys that are not GraphQL names are spelt with an underscore and mapped to the stored key.
    expect(values('PublicPostSort')).to.deep.equal([['recent', 'recent'], ['oldest', 'oldest'], ['category_asc', 'category-asc'], ['category_desc', 'category-desc']]);
  });

  it('uses a documented DateTime scalar', () => {
    const dateTime = schema.getType('DateTime');
    expect(isScalarType(dateTime)).to.equal(true);
    expect(dateTime?.description).to.match(/date-time/i);
  });
});
