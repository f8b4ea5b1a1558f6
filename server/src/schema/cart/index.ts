import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const cart: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
