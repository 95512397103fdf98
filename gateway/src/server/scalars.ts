/**
 * The graph's date scalars. Values travel as the Care API's ISO strings; inputs are checked so a
 * malformed date is a BAD_USER_INPUT at the edge rather than an upstream 400.
 */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function scalar(name: string, description: string, valid: (v: string) => boolean) {
  const parse = (value: unknown) => {
    if (typeof value !== 'string' || !valid(value)) {
      throw new GraphQLError(`${name} must be ${description}`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
    parseValue: parse,
    parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const isDateTime = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(v));

export const DateScalar = scalar('Date', 'an ISO-8601 calendar date (yyyy-mm-dd)', isDate);
export const DateTimeScalar = scalar('DateTime', 'an ISO-8601 date-time', isDateTime);
