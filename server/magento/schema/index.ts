// The embedded backend's schema: Magento 2.4.8 domains plus the shop's custom modules, merged.
// Each domain is a folder with schema.graphql + resolvers; append new domains to `modules`.
import { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { RequestContext } from '../context';
import type { SchemaModule } from './module';
import { common } from './common';
import { store } from './store';
import { urlResolver } from './url-resolver';
import { categories } from './categories';
import { cms } from './cms';
import { customerModules } from './customer-modules';
import { catalog } from './catalog';
import { compare } from './compare';
import { reviews } from './reviews';
import { salesModules } from './sales-modules';

export const modules: SchemaModule[] = [
  common,
  store,
  urlResolver,
  categories,
  cms,
  catalog,
  compare,
  reviews,
  ...customerModules,
  ...salesModules,
];

export function buildSchema(): GraphQLSchema {
  const schema = createSchema<RequestContext>({
    typeDefs: modules.map((m) => m.typeDefs),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    resolvers: modules.map((m) => m.resolvers) as any,
  });
  return withoutEmptyMutation(schema);
}

// common/schema.graphql declares `type Mutation` for domains to extend; until one does, an empty root
// type would make the schema invalid, so it is left out.
function withoutEmptyMutation(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  if (!mutation || Object.keys(mutation.getFields()).length > 0) return schema;
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, mutation: null, types: config.types.filter((t) => t !== mutation) });
}
