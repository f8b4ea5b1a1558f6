import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const returns: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
