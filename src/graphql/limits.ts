/**
 * Limits every GraphQL request meets before anything runs, so one request cannot take the process
 * (issue 9 row 1: 1,000 aliases of a 50-post page answered 89 MB):
 *
 * - tokens: graphql-js's own parser stops past `maxTokens` (Apollo's parseOptions);
 * - aliases and depth: graphql-armor's validation rules;
 * - cost: graphql-query-complexity with the estimator below, which multiplies what is selected
 *   inside a paged field by the page size asked for (variables included), and reports the cost
 *   of every answered operation in `extensions.cost` so a client sees how close it runs;
 * - cost budget over time: each operation that passes is charged its cost to its client (an API
 *   key and address, else the address) through the context (services/graphql-cost-budget.ts);
 *   over the budget it is refused with RATE_LIMITED, HTTP 429 and Retry-After;
 * - response size: the JSON answer is measured before it is sent.
 *
 * Every refusal carries `extensions.code` QUERY_TOO_COMPLEX (with `limit`: tokens, aliases, depth
 * or cost) or RESPONSE_TOO_LARGE, and a message that names the limit.
 */
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getNamedType, getNullableType, getVariableValues, GraphQLError, isLeafType, isListType, isObjectType,
  type GraphQLFormattedError, type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { GraphQLLimits } from '../config/config.js';
import { RateLimitedError } from '../services/errors.js';
import { CHANGES_DEFAULT_LIMIT, CHANGES_MAX_LIMIT } from '../services/changes-feed.js';
import { DEFAULT_CONNECTION_SIZE } from '../services/public-reads/index.js';
import { MAX_PAGE_SIZE } from '../shared/constants.js';
import type { GraphQLContext } from './context.js';

export const LIMIT_CODE = 'QUERY_TOO_COMPLEX';
export const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

/** A list with no page-size argument is assumed to hold this many items. */
export const ASSUMED_LIST_SIZE = 10;
/** Page-size arguments: the first one given counts (`first ?? last ?? …`). */
const PAGE_SIZE_ARGS = ['pageSize', 'first', 'last', 'limit'];
/** The size a paged field serves when none is asked for; ASSUMED_PAGE_SIZE for a field not listed. */
const PAGE_DEFAULTS: Record<string, number> = { 'Query.postsConnection': DEFAULT_CONNECTION_SIZE, 'Query.changes': CHANGES_DEFAULT_LIMIT };
const ASSUMED_PAGE_SIZE = 25;
/** The largest page a field serves (the services cap what is asked); 100 for any other. */
const PAGE_CAPS: Record<string, number> = { 'Query.posts': MAX_PAGE_SIZE, 'Query.postsConnection': MAX_PAGE_SIZE, 'Query.changes': CHANGES_MAX_LIMIT };
const LARGEST_PAGE = 100;
/**
 * Fields that cost more than 1 each: whole article bodies, what is computed from a body (the
 * rendered HTML, the plain-text excerpt and the reading time each parse the whole body: measured
 * slower per post than sending the body itself), and exports.
 */
export const FIELD_WEIGHTS: Record<string, number> = {
  'Post.content': 40, 'AdminPost.content': 40, 'Post.html': 40, 'Post.excerptText': 40, 'Post.readingTime': 40, 'Query.submissionsCsv': 500,
  // A post's previous, next and related articles: one statement per post, whichever of the three are asked.
  'Post.previous': 10, 'Post.next': 10, 'Post.related': 10,
};

function limitError(limit: string, message: string, figures: Record<string, number> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: LIMIT_CODE, limit, ...figures, http: { status: 400 } } });
}

function pageSize(args: Record<string, unknown>, fieldArgs: ReadonlyArray<{ name: string }>, name: string): number | undefined {
  const declared = PAGE_SIZE_ARGS.filter((arg) => fieldArgs.some((fieldArg) => fieldArg.name === arg));
  if (!declared.length) return undefined;
  const fallback = PAGE_DEFAULTS[name] ?? ASSUMED_PAGE_SIZE;
  const given = declared.map((arg) => args[arg]).find((value) => value !== undefined && value !== null);
  const asked = Number(given ?? fallback);
  return Math.min(Math.max(Number.isFinite(asked) ? asked : fallback, 1), PAGE_CAPS[name] ?? LARGEST_PAGE);
}

/** A page's own type (a `pageSize` field), a connection (`edges` and `pageInfo`) or a feed page (`nextCursor` and `hasMore`): its list is the page, counted by its parent. */
function isPageType(type: unknown): boolean {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'pageSize' in fields || ('edges' in fields && 'pageInfo' in fields) || ('nextCursor' in fields && 'hasMore' in fields);
}

/**
 * 1 per field (or its weight), and a field that returns many things costs what one of them costs
 * times how many: the page size asked for, or ASSUMED_LIST_SIZE for a plain list. A list inside a
 * page (a type with a pageSize field, a connection's edges, a feed page's changes) is already counted by its paged
 * parent. Introspection is not counted: whether it is allowed at all is a setting.
 */
export const listAwareEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (field.name.startsWith('__')) return 0;
  const name = `${type.name}.${field.name}`;
  const weight = FIELD_WEIGHTS[name] ?? 1;
  if (isLeafType(getNamedType(field.type))) return weight;
  const paged = pageSize(args, field.args, name);
  const inPage = isPageType(type);
  const size = paged ?? (isListType(getNullableType(field.type)) && !inPage ? ASSUMED_LIST_SIZE : 1);
  return weight + size * childComplexity;
};

/** Aliases and depth, checked while the document is validated. */
export function limitRules(limits: GraphQLLimits): ValidationRule[] {
  return [
    maxAliasesRule({
      n: limits.maxAliases,
      propagateOnRejection: false,
      onReject: [(context) => context?.reportError(limitError('aliases',
        `This query uses more than ${limits.maxAliases} aliases. Send fewer aliases per request.`, { max: limits.maxAliases }))],
    }),
    maxDepthRule({
      n: limits.maxDepth,
      propagateOnRejection: false,
      onReject: [(context) => context?.reportError(limitError('depth',
        `This query is nested more than ${limits.maxDepth} levels deep.`, { max: limits.maxDepth }))],
    }),
  ];
}

/**
 * Variable coercion stops after this many errors, as graphql-js's execute does. The cost count
 * coerces the variables too but without a cap: one 800 KB list of 400,000 wrong values held the
 * event loop for 36 s, building an error (and its stack trace) per value.
 */
const MAX_VARIABLE_ERRORS = 50;

/** Over the client's cost budget: RATE_LIMITED (as the other rate limits), 429 with Retry-After, and the figures. */
function budgetError(refusal: RateLimitedError, cost: number): GraphQLError {
  const { allowance } = refusal;
  return new GraphQLError(refusal.message, {
    extensions: {
      code: refusal.code, retryAfter: refusal.retryAfterSeconds, cost,
      ...(allowance ? { budget: { points: allowance.limit, windowSeconds: allowance.windowSeconds, remaining: allowance.remaining } } : {}),
      http: { status: 429, headers: new HeaderMap([['retry-after', String(refusal.retryAfterSeconds)]]) },
    },
  });
}

/** Cost (needs the variables, so it runs once the operation is known), the budget over time, and response size. */
export function limitsPlugin(limits: GraphQLLimits): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let estimated: number | undefined;
      return {
        async didResolveOperation({ request, document, schema, operation, contextValue }) {
          const variables = request.variables ?? {};
          // Variables of the wrong type: execution refuses them with its own (capped) errors.
          const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], variables, { maxErrors: MAX_VARIABLE_ERRORS });
          if (coerced.errors) return;
          let cost: number;
          try {
            cost = getComplexity({ estimators: [listAwareEstimator], schema, query: document, variables, operationName: request.operationName });
          } catch (error) {
            if (!/maximum allowed number of nodes/.test((error as Error).message)) return;
            cost = Number.POSITIVE_INFINITY;
          }
          estimated = cost;
          if (cost > limits.maxCost) {
            throw limitError('cost', `This query is too expensive: its estimated cost is ${Number.isFinite(cost) ? cost : 'too high to count'}, `
              + `the limit is ${limits.maxCost}. Ask for smaller pages or fewer fields.`, { max: limits.maxCost, ...(Number.isFinite(cost) ? { cost } : {}) });
          }
          try {
            contextValue.chargeCost?.(cost);
          } catch (error) {
            if (error instanceof RateLimitedError) throw budgetError(error, cost);
            throw error;
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          if (estimated !== undefined && Number.isFinite(estimated) && !response.body.singleResult.errors?.length) {
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: { estimated, limit: limits.maxCost } };
          }
          const bytes = Buffer.byteLength(JSON.stringify(response.body.singleResult));
          if (bytes <= limits.maxResponseBytes) return;
          response.body.singleResult = {
            data: null,
            errors: [{ message: `The answer would be ${Math.ceil(bytes / 1024)} KB, more than the ${Math.floor(limits.maxResponseBytes / 1024)} KB allowed. Ask for smaller pages or fewer fields.`,
              extensions: { code: RESPONSE_TOO_LARGE, limit: 'response size', max: limits.maxResponseBytes } }],
          };
        },
      };
    },
  };
}

/** The parser's token limit surfaces as a syntax error; give it the limit's code. */
export function asLimitError(formatted: GraphQLFormattedError): GraphQLFormattedError | undefined {
  const extensions = formatted.extensions ?? {};
  if (extensions.limit && extensions.code !== LIMIT_CODE) return { ...formatted, extensions: { ...extensions, code: LIMIT_CODE } };
  // (graphql-js 16 spells it "more that".)
  const tokens = /Document contains more tha[nt] (\d+) tokens/.exec(formatted.message);
  if (tokens) {
    return { message: `This query is too long: more than ${tokens[1]} tokens. Send a shorter query.`, extensions: { code: LIMIT_CODE, limit: 'tokens', max: Number(tokens[1]) } };
  }
  return undefined;
}
