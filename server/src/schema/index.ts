// The embedded backend's schema: Magento 2.4.8 domains plus the shop's custom modules, merged.
import { createSchema } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { common } from './common';
import type { SchemaModule } from './module';

export const modules: SchemaModule[] = [common];

export function buildSchema() {
  return createSchema<RequestContext>({
    typeDefs: modules.map((m) => m.typeDefs),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    resolvers: modules.map((m) => m.resolvers) as any,
  });
}
