/**
 * Every mutation of the graph has the shape docs/graph-conventions.md gives it:
 *
 * - its arguments are the identifiers of what it changes (`ID`, or an enum value that names one of a
 *   fixed set, as `grantClaim`'s claim), and everything else it needs in one argument `input` of an
 *   input type; the one exception is the market and date range of the row `updateProviderDetails`
 *   answers;
 * - it answers something the client can put in its cache (an object, or a list of objects), never a
 *   bare scalar, and never null;
 * - failures are GraphQL errors with a code, so no answer carries an error list or a success flag.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadGraphSources } from '@luminate/schema/graph';
import { printGraph } from '@luminate/schema/graph-guard';

const schema = buildSchema(printGraph());
const mutations = Object.values(schema.getMutationType()!.getFields());

/** Arguments that are neither identifiers nor `input`, with the reason they stay plain. */
const PLAIN_ARGUMENTS: Record<string, string> = {
  'updateProviderDetails.start': 'the first day of the row the mutation answers (as Query.providerDetails takes it)',
  'updateProviderDetails.end': 'the last day of the row the mutation answers',
};

/** Field names that would answer a failure in data instead of as an error. */
const FAILURE_FIELDS = /^(errors?|userErrors|success|ok|failed|failures?)$/i;

function argumentProblems(mutation: GraphQLField<unknown, unknown>): string[] {
  return mutation.args.flatMap((arg) => {
    const named = getNamedType(arg.type);
    if (arg.name === 'input') return isInputObjectType(named) ? [] : [`${mutation.name}.input is ${String(arg.type)}, not an input type`];
    if (named.name === 'ID' || isEnumType(named) || PLAIN_ARGUMENTS[`${mutation.name}.${arg.name}`]) return [];
    return [`${mutation.name}.${arg.name}: ${String(arg.type)} belongs in the mutation's input`];
  });
}

describe('mutations share one shape', () => {
  it('take identifiers as arguments and everything else in one input', () => {
    expect(mutations.length).toBeGreaterThan(50);
    expect(mutations.flatMap(argumentProblems)).toEqual([]);
  });

  it('answer a non-null object or list of objects', () => {
    const problems = mutations.flatMap((m) => {
      const inner = isNonNullType(m.type) ? m.type.ofType : null;
      const element = inner && isListType(inner) ? inner.ofType : inner;
      return inner && isObjectType(getNamedType(element ?? m.type)) ? [] : [`${m.name}: ${String(m.type)}`];
    });
    expect(problems).toEqual([]);
  });

  it('answer failures as errors, never as fields of the answer', () => {
    const answers = new Set(mutations.map((m) => getNamedType(m.type)).filter(isObjectType));
    const problems = [...answers].flatMap((type: GraphQLObjectType) =>
      Object.keys(type.getFields())
        .filter((field) => FAILURE_FIELDS.test(field))
        .map((field) => `${type.name}.${field}`),
    );
    expect(problems).toEqual([]);
  });

  it('catch a mutation whose note is a plain argument', () => {
    const sources = loadGraphSources().map((source) => ({
      ...source,
      sdl: source.sdl.replace('input: HospitalFacilityStatusInput', 'note: String'),
    }));
    const sdl = printGraph(sources);
    const altered = buildSchema(sdl).getMutationType()!.getFields().deactivateHospitalFacility;
    expect(argumentProblems(altered)).toEqual(["deactivateHospitalFacility.note: String belongs in the mutation's input"]);
  });
});
