import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const pincode: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
