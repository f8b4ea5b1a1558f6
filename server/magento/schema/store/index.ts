import { readSdl, type SchemaModule } from '../module';
import { storeResolvers } from './resolvers';

export const store: SchemaModule = {
  typeDefs: `${readSdl(__dirname)}\n${readSdl(__dirname, 'sandbox.graphql')}`,
  resolvers: storeResolvers,
};
