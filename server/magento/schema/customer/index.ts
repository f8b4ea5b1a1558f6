import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const customer: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
