import { readSdl, type SchemaModule } from '../module';
import { urlResolverResolvers } from './resolvers';

export { registerRouteLoader, type RouteLoader, type RoutableEntity } from './route-loaders';

export const urlResolver: SchemaModule = { typeDefs: readSdl(__dirname), resolvers: urlResolverResolvers };
