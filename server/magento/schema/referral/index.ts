import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const referral: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
