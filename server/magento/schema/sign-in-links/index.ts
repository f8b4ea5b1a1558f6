import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const signInLinks: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
