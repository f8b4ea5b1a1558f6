import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const stockAlerts: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
