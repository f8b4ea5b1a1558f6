import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const rewards: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
