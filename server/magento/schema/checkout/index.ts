import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const checkout: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
