import { readSdl, type SchemaModule } from '../module';

export const common: SchemaModule = { typeDefs: readSdl(__dirname), resolvers: {} };
