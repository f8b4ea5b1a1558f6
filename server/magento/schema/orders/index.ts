import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const orders: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
