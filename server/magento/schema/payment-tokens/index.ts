import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const paymentTokens: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
