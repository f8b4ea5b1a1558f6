// Magento's query limits (di.xml defaults): depth 20, complexity 300. Messages are graphql-php's, which
// Magento returns verbatim.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;

function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): { depth: number; fields: number } {
  let depth = 0;
  let fields = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      if (selection.selectionSet) {
        const inner = measure(selection.selectionSet, fragments, seen);
        depth = Math.max(depth, inner.depth + 1);
        fields += inner.fields;
      } else depth = Math.max(depth, 1);
    } else {
      let inner: SelectionSetNode | undefined;
      if (selection.kind === Kind.INLINE_FRAGMENT) inner = selection.selectionSet;
      else if (!seen.has(selection.name.value)) inner = fragments[selection.name.value]?.selectionSet;
      if (!inner) continue;
      const nextSeen =
        selection.kind === Kind.FRAGMENT_SPREAD ? new Set(seen).add(selection.name.value) : seen;
      const m = measure(inner, fragments, nextSeen);
      depth = Math.max(depth, m.depth);
      fields += m.fields;
    }
  }
  return { depth, fields };
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  }
  return {
    OperationDefinition(node) {
      const { depth, fields } = measure(node.selectionSet, fragments, new Set());
      if (depth > MAX_QUERY_DEPTH)
        context.reportError(
          new GraphQLError(`Max query depth should be ${MAX_QUERY_DEPTH} but got ${depth}.`),
        );
      if (fields > MAX_QUERY_COMPLEXITY)
        context.reportError(
          new GraphQLError(`Max query complexity should be ${MAX_QUERY_COMPLEXITY} but got ${fields}.`),
        );
    },
  };
}
