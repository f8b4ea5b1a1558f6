// Magento's CompareListGraphQl: compare lists for guests and customers (migration 015).
import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const compare: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
