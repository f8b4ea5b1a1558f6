import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const customerAddress: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
