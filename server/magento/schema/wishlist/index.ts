import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const wishlist: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
