import { readSdl, type SchemaModule } from '../module';
import { findCategory } from '../../db/repositories/categories';
import { registerRouteLoader } from '../url-resolver';
import { categoryResolvers } from './resolvers';

registerRouteLoader('category', (ctx, id) => {
  const row = findCategory(ctx.db, id);
  return row ? { ...row, __typename: 'CategoryTree' } : null;
});

export const categories: SchemaModule = { typeDefs: readSdl(__dirname), resolvers: categoryResolvers };
