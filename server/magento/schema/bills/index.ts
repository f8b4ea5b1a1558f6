import { readSdl, type SchemaModule } from '../module';
import { registerBillMedia } from './bill-media';
import { resolvers } from './resolvers';

registerBillMedia();

export const bills: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
