/**
 * `luminate/identifier-type`: in the graph's SDL, every identifier has the type ID. An identifier
 * is an output field, an argument or an input field named `id`, or whose name ends in `Id` or `Ids`
 * (`employeeId`, `aaneelId`, `officeIds`); its named type must be ID, whatever wraps it (`ID!`,
 * `[ID!]`, `[ID!]!`). Clients then read every id as text and may send it as text or as a number,
 * and the gateway checks its shape before any use.
 *
 * Runs on graphql-eslint's parser: its nodes are the GraphQL AST's, typed by their kind
 * (`FieldDefinition`, `InputValueDefinition`), and `rawNode()` gives the plain graphql-js node.
 * Kinds are compared as the strings graphql-js gives them, so the rule needs no import.
 */

/** `id`, or a name ending in `Id` or `Ids`. */
const isIdentifierName = (name) => name === 'id' || /Ids?$/.test(name);

/** The named type under any list and non-null wrappers. */
const namedType = (type) => (type.kind === 'NamedType' ? type.name.value : namedType(type.type));

/** How a report names the element: `field "User.employeeId"`, `argument "employeeId" of "Mutation.assignCampaignAgent"`, … */
function describe(node) {
  const name = node.name.value;
  const parent = node.parent;
  if (node.kind === 'FieldDefinition') return `Field "${parent.name.value}.${name}"`;
  if (parent?.kind === 'FieldDefinition') return `Argument "${name}" of "${parent.parent.name.value}.${parent.name.value}"`;
  if (parent?.kind === 'DirectiveDefinition') return `Argument "${name}" of directive "@${parent.name.value}"`;
  return `Input field "${parent.name.value}.${name}"`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const identifierType = {
  meta: {
    type: 'problem',
    docs: {
      description: 'An output field, argument or input field named `id` or ending in `Id`/`Ids` has the type ID (wrapped as needed).',
    },
    schema: [],
    messages: {
      notId: '{{element}} is an identifier: its type must be ID (ID, ID!, [ID!], …), not {{type}}',
    },
  },
  create(context) {
    const check = (node) => {
      if (!isIdentifierName(node.name.value)) return;
      const type = namedType(node.rawNode().type);
      if (type === 'ID') return;
      context.report({ node: node.name, messageId: 'notId', data: { element: describe(node), type } });
    };
    return { FieldDefinition: check, InputValueDefinition: check };
  },
};
