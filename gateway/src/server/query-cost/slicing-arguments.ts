/**
 * `requireOneSlicingArgument`: a field so marked must be given exactly one of its slicing
 * arguments (a default value counts as given).
 */
import { GraphQLError, type GraphQLField, type ValidationRule } from 'graphql';
import { costOf } from './directives.ts';

export const SlicingArgumentsRule: ValidationRule = (context) => ({
  Field(node) {
    const field = context.getFieldDef() as GraphQLField<unknown, unknown> | null;
    if (!field) return;
    const listSize = costOf(context.getSchema(), field).listSize;
    if (!listSize?.requireOneSlicingArgument || listSize.slicingArguments.length === 0) return;
    const given = listSize.slicingArguments.filter(
      (name) => node.arguments?.some((a) => a.name.value === name) || field.args.find((a) => a.name === name)?.defaultValue !== undefined,
    );
    if (given.length !== 1) {
      context.reportError(
        new GraphQLError(`Field "${field.name}" needs exactly one of the arguments ${listSize.slicingArguments.join(', ')}`, {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    }
  },
});
