/**
 * Query safety, identical for HTTP and WebSocket operations: graphql-armor's depth, alias and
 * directive limits, the token limit, the list-aware cost limit (query-cost/), plus
 * introspection only outside production or for holders of the explorer right. HTTP gets them as Apollo validation
 * rules/plugins (the cost with the request's variables, before execution); graphql-ws runs the
 * same rules in onSubscribe (the cost without variables: slicing variables count at their
 * field's assumed size). Operations that run are bounded by the execution guard
 * (execution-guard.ts): deadline and answer size.
 */
import {
  GraphQLError,
  parse,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
  specifiedRules,
  validate,
  type ASTVisitor,
  type ValidationContext,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GatewayConfig } from '../config.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { SlicingArgumentsRule, costLimitPlugin, costLimitRule } from './query-cost/index.ts';
import { executionGuardPlugin } from './execution-guard.ts';
import { mayExplore } from './trusted-documents.ts';
import { settled } from './plugin-hooks.ts';

export interface QueryLimits {
  /** Validation rules for HTTP: armor's (depth, aliases, directives) and the slicing-argument rule. */
  validationRules: ValidationRule[];
  /**
   * Apollo plugins: armor's (field-suggestion masking in production), the cost limit with the
   * request's variables (and `extensions.cost`), and the execution guard (deadline, answer size).
   */
  apolloPlugins: ApolloServerPlugin<RequestContext>[];
  /** Parser options for Apollo: the token limit. */
  parseOptions: ParseOptions;
  /** Parses with the token limit; throws a GraphQLError when exceeded or malformed. */
  parse(source: string): DocumentNode;
  /** Validates with graphql's rules, armor's rules, the cost limit (variables not known) and the introspection rule for this viewer. */
  validate(schema: GraphQLSchema, document: DocumentNode, viewer: Viewer | null): readonly GraphQLError[];
  /**
   * parse + validate, remembered per source text and introspection right: thousands of call-list
   * subscribers send the same document, and validation is most of what opening one costs.
   */
  check(schema: GraphQLSchema, source: string, viewer: Viewer | null): { document: DocumentNode } | { errors: readonly GraphQLError[] };
  introspectionAllowed(viewer: Viewer | null): boolean;
}

/** Distinct documents remembered by QueryLimits.check (oldest forgotten first), and the longest one kept. */
const CHECKED_DOCUMENTS_MAX = 500;
const CHECKED_SOURCE_MAX_LENGTH = 20_000;

/** Rejects __schema and __type: introspection is closed in production except for holders of the explorer right. */
export const NoIntrospectionRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('Introspection is not allowed', { nodes: [node], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      );
    }
  },
});

const SUGGESTION = / ?Did you mean .+\?$/;

export function createQueryLimits(config: GatewayConfig): QueryLimits {
  const production = config.NODE_ENV === 'production';
  const armor = new ApolloArmor({
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH, ignoreIntrospection: true },
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES },
    // The token limit is graphql-js's own parser option (below): armor's max-tokens plugin parses
    // in a hook where Apollo 5 turns every syntax error into an HTTP 500.
    maxTokens: { enabled: false },
    // Armor's cost model ignores list sizes; query-cost/ replaces it.
    costLimit: { enabled: false },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: production },
  }).protect();

  const introspectionAllowed = (viewer: Viewer | null) => !production || mayExplore(viewer);

  const checked = new Map<string, { document: DocumentNode } | { errors: readonly GraphQLError[] }>();
  let checkedSchema: GraphQLSchema | null = null;

  const validationRules = [...armor.validationRules, SlicingArgumentsRule];
  const costRule = costLimitRule(config.GRAPHQL_MAX_COST);

  const limits: QueryLimits = {
    validationRules,
    apolloPlugins: [
      ...(armor.plugins as ApolloServerPlugin<RequestContext>[]),
      executionGuardPlugin({ deadlineMs: config.GRAPHQL_DEADLINE_MS, maxResponseBytes: config.GRAPHQL_MAX_RESPONSE_BYTES }),
      costLimitPlugin(config.GRAPHQL_MAX_COST),
    ],
    introspectionAllowed,
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
    parse(source) {
      try {
        return parse(source, { maxTokens: config.GRAPHQL_MAX_TOKENS });
      } catch (error) {
        const message = error instanceof GraphQLError ? error.message : 'Syntax Error';
        throw new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
      }
    },
    validate(schema, document, viewer) {
      const rules = [...specifiedRules, ...validationRules, costRule, ...(introspectionAllowed(viewer) ? [] : [NoIntrospectionRule])];
      // Same codes as Apollo gives HTTP requests, so clients handle both transports alike.
      return validate(schema, document, rules).map(
        (e) =>
          new GraphQLError(production ? e.message.replace(SUGGESTION, '') : e.message, {
            nodes: e.nodes,
            extensions: { ...e.extensions, code: (e.extensions?.code as string | undefined) ?? 'GRAPHQL_VALIDATION_FAILED' },
          }),
      );
    },
    check(schema, source, viewer) {
      // A different schema (tests build several) invalidates everything remembered.
      if (checkedSchema !== schema) {
        checked.clear();
        checkedSchema = schema;
      }
      const key = `${introspectionAllowed(viewer) ? 1 : 0}:${source}`;
      const known = checked.get(key);
      if (known) return known;
      let outcome: { document: DocumentNode } | { errors: readonly GraphQLError[] };
      try {
        const document = limits.parse(source);
        const errors = limits.validate(schema, document, viewer);
        outcome = errors.length ? { errors } : { document };
      } catch (error) {
        outcome = { errors: [error as GraphQLError] };
      }
      if (source.length <= CHECKED_SOURCE_MAX_LENGTH) {
        if (checked.size >= CHECKED_DOCUMENTS_MAX) checked.delete(checked.keys().next().value!);
        checked.set(key, outcome);
      }
      return outcome;
    },
  };
  return limits;
}

/**
 * Applies the viewer-dependent introspection rule to HTTP operations (Apollo's rules are static).
 * The rule's verdict is remembered per parsed document: Apollo hands every request of one document
 * the same parsed copy, so a document is walked once, not on every request.
 */
export function introspectionPlugin(limits: QueryLimits): ApolloServerPlugin<RequestContext> {
  const verdicts = new WeakMap<DocumentNode, GraphQLError | null>();
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ document, schema, contextValue }) =>
          settled(() => {
            if (limits.introspectionAllowed(contextValue.viewer)) return;
            let error = verdicts.get(document);
            if (error === undefined) {
              error = validate(schema, document, [NoIntrospectionRule])[0] ?? null;
              verdicts.set(document, error);
            }
            if (error) {
              throw new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
            }
          }),
      }),
  };
}
