import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const invoices: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
