import { readSdl, type SchemaModule } from '../module';
import { findActivePageById } from '../../db/repositories/cms';
import { registerRouteLoader } from '../url-resolver';
import { cmsResolvers } from './resolvers';

registerRouteLoader('cms-page', (ctx, id) => {
  const page = findActivePageById(ctx.db, id);
  return page ? { ...page, __typename: 'CmsPage' } : null;
});

export const cms: SchemaModule = {
  typeDefs: ['schema.graphql', 'sitemap.graphql'].map((file) => readSdl(__dirname, file)).join('\n'),
  resolvers: cmsResolvers,
};
