import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const notifications: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
