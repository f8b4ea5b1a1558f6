import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const myAccountOtp: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
