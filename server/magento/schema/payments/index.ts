import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const payments: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
