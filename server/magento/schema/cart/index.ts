import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const cart: SchemaModule = {
  typeDefs: `${readSdl(__dirname)}\n${readSdl(__dirname, 'items.graphql')}`,
  resolvers,
};
