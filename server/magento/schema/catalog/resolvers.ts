import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { Resolvers } from '../module';
import type { RequestContext } from '../../context';
import { findCategoriesByIds, type CategoryRow } from '../../db/repositories/categories';
import {
  findBestsellers,
  findLinkedProductIds,
  findProductCategoryIds,
  listBrands,
} from '../../db/repositories/products';
import { authorizationError, CUSTOMER_NOT_AUTHORIZED } from '../../errors';
import { encodeUid } from '../../graphql/uid';
import { mediaUrl } from '../store/store-config';
import { buildAggregations } from './aggregations';
import { checkPaging } from './args';
import { catalogCache } from './cache';
import { optionsSelection } from './configurable';
import { loadProductRows, loadProducts, ROW_FIELDS } from './loader';
import type { ProductShape } from './mappers';
import { listResult, productsQuery, type ProductsArgs, type ProductsResult } from './products-query';
import { popularSearchTerms, recordSearchTerm } from './search-terms';
import { attributesList, productCustomAttributes } from './specifications';
import { suggest } from './suggestions';

type Ctx = RequestContext;
const LINK_TYPES = ['related', 'upsell', 'crosssell'] as const;

// Magento's catalog/frontend "used for sort by" options.
const SORT_FIELDS = {
  default: 'position',
  options: [
    { value: 'position', label: 'Position' },
    { value: 'name', label: 'Product Name' },
    { value: 'price', label: 'Price' },
  ],
};

/** Whether a selection (its fragments included) asks for nothing but `allowed` fields. */
function selectsOnly(
  selection: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  allowed: ReadonlySet<string>,
  depth = 0,
): boolean {
  if (!selection || depth > 10) return false;
  return selection.selections.every((s) => {
    if (s.kind === Kind.FIELD) return allowed.has(s.name.value);
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsOnly(s.selectionSet, info, allowed, depth + 1);
    return selectsOnly(info.fragments[s.name.value]?.selectionSet, info, allowed, depth + 1);
  });
}

const productsFields = {
  items: (r: ProductsResult, _a: unknown, ctx: Ctx, info?: GraphQLResolveInfo) => {
    const start = (r.currentPage - 1) * r.pageSize;
    const ids = r.hits.slice(start, start + r.pageSize).map((h) => h.entity_id);
    // Only the products' own fields (a sitemap's URLs and dates): no media, variants or prices to build.
    const light = info?.fieldNodes.every((node) => selectsOnly(node.selectionSet, info, ROW_FIELDS));
    return light ? loadProductRows(ctx, ids) : loadProducts(ctx, ids);
  },
  total_count: (r: ProductsResult) => r.hits.length,
  page_info: (r: ProductsResult) => ({
    current_page: r.currentPage,
    page_size: r.pageSize,
    total_pages: Math.ceil(r.hits.length / r.pageSize),
  }),
  sort_fields: () => SORT_FIELDS,
  aggregations: (
    r: ProductsResult,
    args: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null },
    ctx: Ctx,
  ) => {
    const directOnly = Boolean(args.filter?.category?.includeDirectChildrenOnly);
    const cache = catalogCache(ctx).aggregations;
    const key = `${r.key}|${directOnly}`;
    let aggregations = cache.get(key);
    if (!aggregations)
      cache.set(key, (aggregations = buildAggregations(ctx, r.hits, r.categoryIds, directOnly)));
    return aggregations;
  },
  suggestions: (r: ProductsResult, _a: unknown, ctx: Ctx) =>
    r.words?.length && !r.hits.length ? suggest(ctx.db, r.words) : [],
};

const ownerId = (p: ProductShape) => p.parent_id ?? p.entity_id;

function categories(p: ProductShape, ctx: Ctx): CategoryRow[] {
  return catalogCache(ctx).once(`categories:${ownerId(p)}`, () =>
    findCategoriesByIds(ctx.db, findProductCategoryIds(ctx.db, ownerId(p))),
  );
}

function linked(type: (typeof LINK_TYPES)[number]) {
  return (p: ProductShape, _a: unknown, ctx: Ctx) =>
    loadProducts(ctx, findLinkedProductIds(ctx.db, p.entity_id, type));
}

function productLinks(p: ProductShape, _a: unknown, ctx: Ctx) {
  return LINK_TYPES.flatMap((type) =>
    loadProducts(ctx, findLinkedProductIds(ctx.db, p.entity_id, type)).map((l, i) => ({
      __typename: 'ProductLinks',
      sku: p.sku,
      link_type: type,
      linked_product_sku: l.sku,
      linked_product_type: l.type_id,
      position: i + 1,
    })),
  );
}

const productFields = {
  categories: (p: ProductShape, _a: unknown, ctx: Ctx) => categories(p, ctx),
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  product_links: productLinks,
  custom_attributesV2: productCustomAttributes,
};

const byTypename = { __resolveType: (value: { __typename: string }) => value.__typename };

function bestsellers(args: ProductsArgs, ctx: Ctx): ProductsResult {
  if (ctx.customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
  const hits = catalogCache(ctx).once('bestsellers', () => findBestsellers(ctx.db));
  return listResult(hits, args, 'bestsellers');
}

function brands(args: { pageSize?: number | null }, ctx: Ctx) {
  const { pageSize } = checkPaging(args.pageSize, 1);
  return listBrands(ctx.db, pageSize).map((b) => ({
    uid: encodeUid(b.brand_id),
    brand_code: b.code,
    name: b.name,
    logo: mediaUrl(ctx, b.logo),
    url_key: b.url_key,
    position: b.position,
  }));
}

type CategoryProductsArgs = Pick<ProductsArgs, 'pageSize' | 'currentPage' | 'sort'>;
const categoryFilter = (row: CategoryRow) => ({ category_id: { eq: String(row.entity_id) } });

export const catalogResolvers: Resolvers = {
  Query: {
    products: (_p: unknown, args: ProductsArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      productsQuery(ctx, args, info),
    bestsellerProducts: (_p: unknown, args: ProductsArgs, ctx: Ctx) => bestsellers(args, ctx),
    brands: (_p: unknown, args: { pageSize?: number | null }, ctx: Ctx) => brands(args, ctx),
    attributesList: (_p: unknown, args: Parameters<typeof attributesList>[0], ctx: Ctx) =>
      attributesList(args, ctx),
    popularSearchTerms: (_p: unknown, args: { pageSize?: number | null }, ctx: Ctx) =>
      popularSearchTerms(args, ctx),
  },
  Mutation: {
    recordSearchTerm: (_p: unknown, args: { query_text: string }, ctx: Ctx) => recordSearchTerm(args, ctx),
  },
  Products: productsFields,
  CategoryProducts: {
    items: productsFields.items,
    total_count: productsFields.total_count,
    page_info: productsFields.page_info,
  },
  ProductInterface: byTypename,
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  ConfigurableProduct: {
    ...productFields,
    configurable_product_options_selection: (
      p: ProductShape,
      args: { configurableOptionValueUids?: string[] | null },
    ) => optionsSelection(p as Parameters<typeof optionsSelection>[0], args.configurableOptionValueUids),
  },
  MediaGalleryInterface: byTypename,
  SwatchDataInterface: byTypename,
  ProductLinksInterface: byTypename,
  CustomAttributeMetadataInterface: byTypename,
  CustomAttributeOptionInterface: byTypename,
  AttributeSelectedOptionInterface: byTypename,
  CategoryTree: {
    products: (row: CategoryRow, args: CategoryProductsArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      productsQuery(ctx, { ...args, filter: categoryFilter(row) }, info),
    product_count: (row: CategoryRow, _a: unknown, ctx: Ctx) =>
      productsQuery(ctx, { filter: categoryFilter(row), pageSize: 1, currentPage: 1 }).hits.length,
  },
};
