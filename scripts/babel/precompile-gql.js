// Babel plugin: gql`…` from @apollo/client (or graphql-tag) becomes the parsed DocumentNode at build time, so
// the browser bundle needs neither graphql-tag nor graphql's parser. Same result as graphql-tag at run time:
// `${FRAGMENT}` embeds add that document's definitions where they stand, fragments are de-duplicated by name,
// and nodes carry no `loc` and no empty optional lists. A document that does not parse fails the build with the file and line.
// Only *.graphql.ts files, where the storefront's documents live (docs/ARCHITECTURE.md) and embed documents
// only; elsewhere (tests building documents from strings) gql stays graphql-tag at run time.
const { parse } = require('graphql');

const GQL_SOURCES = new Set(['@apollo/client', 'graphql-tag']);

/** True when `name` in this scope is gql imported from one of GQL_SOURCES. */
function isGqlTag(path, name) {
  const binding = path.scope.getBinding(name);
  if (!binding || binding.kind !== 'module') return false;
  const specifier = binding.path.node;
  const source = binding.path.parent.source.value;
  if (!GQL_SOURCES.has(source)) return false;
  if (specifier.type === 'ImportDefaultSpecifier') return source === 'graphql-tag';
  const imported = specifier.imported;
  return specifier.type === 'ImportSpecifier' && (imported.name ?? imported.value) === 'gql';
}

/**
 * Lists graphql-js always sets but allows to be absent (its printer and visitor, and Apollo, treat a missing
 * one as empty): dropping the empty ones takes ~0.2 KiB gzip off the first route, and prints the same query.
 */
const OPTIONAL_LISTS = new Set(['arguments', 'directives', 'variableDefinitions']);
const withoutEmptyLists = (key, value) =>
  OPTIONAL_LISTS.has(key) && Array.isArray(value) && value.length === 0 ? undefined : value;

/** Definitions of one literal piece of the template (between embeds), as plain JSON. */
function definitionsOf(text, path) {
  if (!text.replace(/[\s,]|#[^\n]*/g, '')) return [];
  try {
    return JSON.parse(JSON.stringify(parse(text, { noLocation: true })), withoutEmptyLists).definitions;
  } catch (error) {
    throw path.buildCodeFrameError(`gql: ${error.message}`);
  }
}

/** graphql-tag keeps the first fragment of each name. */
function uniqueFragments(definitions) {
  const seen = new Set();
  return definitions.filter(
    (d) => d.kind !== 'FragmentDefinition' || (!seen.has(d.name.value) && seen.add(d.name.value)),
  );
}

module.exports = function precompileGql({ types: t, template }) {
  const helper = template.statement(`
    function HELPER(definitions) {
      const seen = new Set();
      return {
        kind: 'Document',
        definitions: definitions.filter(
          (d) => d.kind !== 'FragmentDefinition' || (!seen.has(d.name.value) && seen.add(d.name.value)),
        ),
      };
    }
  `);

  return {
    name: 'precompile-gql',
    visitor: {
      TaggedTemplateExpression(path, state) {
        if (!/\.graphql\.[jt]s$/.test(state.filename ?? '')) return;
        const { tag, quasi } = path.node;
        if (!t.isIdentifier(tag) || !isGqlTag(path, tag.name)) return;
        state.gqlTags = (state.gqlTags ?? new Set()).add(tag.name);
        const pieces = quasi.quasis.map((q) => definitionsOf(q.value.cooked, path));
        if (quasi.expressions.length === 0) {
          path.replaceWith(t.valueToNode({ kind: 'Document', definitions: uniqueFragments(pieces[0]) }));
          return;
        }
        // Embedded documents are only known at run time: their definitions are spliced in there.
        if (!state.gqlHelper) {
          state.gqlHelper = path.scope.getProgramParent().generateUidIdentifier('gqlDocument');
          const program = path.findParent((p) => p.isProgram());
          program.unshiftContainer('body', helper({ HELPER: state.gqlHelper }));
        }
        const parts = [];
        pieces.forEach((definitions, i) => {
          parts.push(...definitions.map((d) => t.valueToNode(d)));
          const embed = quasi.expressions[i];
          if (embed) parts.push(t.spreadElement(t.memberExpression(embed, t.identifier('definitions'))));
        });
        path.replaceWith(t.callExpression(t.cloneNode(state.gqlHelper), [t.arrayExpression(parts)]));
      },
      Program: {
        // The gql imports have no uses left: drop them so graphql-tag stays out of the bundle.
        exit(path, state) {
          if (!state.gqlTags) return;
          path.scope.crawl();
          for (const name of state.gqlTags) {
            const binding = path.scope.getBinding(name);
            if (!binding || binding.referencePaths.length > 0) continue;
            const declaration = binding.path.parentPath;
            if (declaration.node.specifiers.length === 1) declaration.remove();
            else binding.path.remove();
          }
        },
      },
    },
  };
};
