import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const emi: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
