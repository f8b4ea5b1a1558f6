// The reviews domain: Magento's ReviewGraphQl (product reviews, rating summary, rating dimensions, writing a
// review, the customer's reviews) and the shop's Zepp_Reviews fields (custom-modules.graphql).
import { readSdl, type SchemaModule } from '../module';
import { resolvers } from './resolvers';

export const reviews: SchemaModule = { typeDefs: readSdl(__dirname), resolvers };
