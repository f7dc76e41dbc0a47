import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { ApiKeyScope } from './enums.js';

@ObjectType('ApiKey', { description: 'A Content API key as staff see it in the list: never the token itself.' })
export class ApiKeyType {
  @Field(() => Int, { description: 'The key’s number.' }) declare id: number;
  @Field(() => String, { description: 'The name staff gave it.' }) declare name: string;
  @Field(() => ApiKeyScope, { description: 'What it may reach.' }) declare scope: ApiKeyScope;
  @Field(() => String, { description: 'The token’s first characters (e.g. mfk_3kQ9xZpA), to recognise it.' }) declare prefix: string;
  @Field(() => GraphQLDateTime, { description: 'When it was created.' }) declare createdAt: Date;
  @Field(() => String, { nullable: true, description: 'The staff member who created it (for a key made with an admin key, the staff member behind that key), or null once the user is gone.' }) declare createdBy: string | null;
  @Field(() => [String], { description: 'Browser origins it may be used from; empty for any.' }) declare allowedOrigins: string[];
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it was last used (recorded at most once a minute), or null if never.' }) declare lastUsedAt: Date | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it was revoked, or null while it works.' }) declare revokedAt: Date | null;
}

@ObjectType('CreatedApiKey', { description: 'A new key with its token: the only time the token is shown.' })
export class CreatedApiKeyType {
  @Field(() => ApiKeyType, { description: 'The key as the list shows it.' }) declare key: ApiKeyType;
  @Field(() => String, { description: 'The whole token to send as "Authorization: Bearer <token>" or "X-Api-Key: <token>". Store it now: it cannot be shown again.' }) declare token: string;
}
