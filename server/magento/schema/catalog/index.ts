// The catalog domain: Magento's products query and product types, category products, product attributes
// (specifications), and the shop's Zepp_CatalogExtras (brands, bestsellers) and Zepp_SearchTerms modules.
import { readSdl, type SchemaModule } from '../module';
import { registerRouteLoader } from '../url-resolver';
import { loadProduct } from './loader';
import { catalogResolvers } from './resolvers';

// route('<url_key>.html') for a product: only products visible on their own have pages.
registerRouteLoader('product', (ctx, id) => {
  const product = loadProduct(ctx, id);
  return product && product.parent_id === null ? { ...product } : null;
});

export const catalog: SchemaModule = {
  typeDefs: ['schema.graphql', 'product-types.graphql', 'specifications.graphql', 'search-terms.graphql']
    .map((file) => readSdl(__dirname, file))
    .join('\n'),
  resolvers: catalogResolvers,
};
