// Every list a query can ask for has a ceiling (config.limits.maxPageSize, MAX_PAGE_SIZE, default 300 as
// Magento's SearchCriteriaValidator): `pageSize` above it is refused with Magento's own message, "Maximum
// pageSize is 300", and so is any list argument (SKUs, ids, `in` filters, cart items…) holding more values,
// at any depth of its input objects. Without it `products(pageSize: 100000)` returned the whole catalogue.
// Checked on the coerced arguments, before the field's resolver runs; only fields that take a pageSize or a
// list are wrapped, so every other field resolves as before.
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isIntrospectionType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { RequestContext } from '../context';
import { inputError } from '../errors';

/** Whether values of `type` can hold a list anywhere inside. */
function holdsList(type: GraphQLInputType, seen = new Set<string>()): boolean {
  if (isListType(getNullableType(type))) return true;
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsList(field.type, seen));
}

const needsCheck = (arg: GraphQLArgument) => arg.name === 'pageSize' || holdsList(arg.type);

/** The first list inside `value` longer than `max`, as a path ("filter.sku.in"), or null. */
function overlongList(value: unknown, max: number, path: string): string | null {
  if (Array.isArray(value)) {
    if (value.length > max) return path;
    for (const [i, item] of value.entries()) {
      const found = overlongList(item, max, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const found = overlongList(inner, max, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

export function checkListArguments(args: Record<string, unknown>, max: number): void {
  if (typeof args.pageSize === 'number' && args.pageSize > max)
    throw inputError(`Maximum pageSize is ${max}`);
  for (const [name, value] of Object.entries(args)) {
    const path = overlongList(value, max, name);
    if (path) throw inputError(`Maximum number of values in ${path} is ${max}`);
  }
}

/** `schema` with the ceiling checked in front of every field that takes a pageSize or a list argument. */
export function withListLimits(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some(needsCheck)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, ctx: RequestContext, info) => {
        checkListArguments(args, ctx.config.limits.maxPageSize);
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}
