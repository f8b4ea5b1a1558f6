// What a GraphQL document may ask before any work is done on it (docs/SECURITY.md, "Limits before work"). One
// client sending documents of ~1 MB made of tens of thousands of tiny operations held the event loop for
// ~0.85 s each while they were parsed; eight at once stalled every other shopper for seconds. So:
// - the body is capped before it is read (config.limits.maxBodyBytes, yoga.ts and http/body.ts);
// - the parser stops at the token limit (GraphQL Armor's max-tokens: it counts while lexing, so a huge
//   document costs no more than its first few thousand tokens);
// - a parsed document with more operations than allowed goes no further (no library does this one);
// - validation refuses too many aliases or directives (GraphQL Armor), and Magento's own depth 20 and
//   complexity 300 (limits.ts: graphql-php's counting and messages, which Armor's depth and cost do not match).
// Each refusal is a GraphQL error naming the limit (HTTP 400 or 200 as yoga answers any invalid document).
import { GraphQLError, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import type { RequestLimits } from '../config';

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

/** Refuses a document holding more operations than `max` (only one of them would run anyway). */
function maxOperationsPlugin(max: number): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!isDocument(result)) return;
        const operations = result.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
        if (operations > max)
          replaceParseResult(
            new GraphQLError(`Syntax Error: Operations limit of ${max} exceeded, found ${operations}.`, {
              extensions: { category: 'graphql-input' },
            }),
          );
      };
    },
  };
}

export function documentLimitPlugins(limits: RequestLimits): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.maxTokens }),
    maxOperationsPlugin(limits.maxOperations),
    maxAliasesPlugin({ n: limits.maxAliases }),
    maxDirectivesPlugin({ n: limits.maxDirectives }),
  ] as Plugin[];
}
