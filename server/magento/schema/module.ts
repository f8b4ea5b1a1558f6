import fs from 'node:fs';
import path from 'node:path';
import type { RequestContext } from '../context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resolver = (parent: any, args: any, context: RequestContext, info: any) => unknown;
export type Resolvers = Record<string, Record<string, Resolver | { resolve: Resolver } | unknown>>;

/** A slice of the schema: its SDL (a subset of Magento 2.4.8 or our custom modules) and resolvers. */
export interface SchemaModule {
  typeDefs: string;
  resolvers: Resolvers;
}

/** Reads the schema.graphql that sits beside a domain's index.ts. */
export function readSdl(dir: string, file = 'schema.graphql'): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}
