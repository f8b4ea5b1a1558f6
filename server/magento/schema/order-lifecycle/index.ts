// An order's life after placing in GraphQL: its shipments, credit memos, comments and status history, and the
// shopper's cancelOrder (Magento's OrderCancellation).
import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const orderLifecycle: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
