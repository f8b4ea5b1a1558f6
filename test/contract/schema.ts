// The contract schema: Magento 2.4.8's published SDL extended by the shop's custom modules. The storefront's
// operations must validate against it, and the embedded server's schema must agree with it.
import fs from 'node:fs';
import path from 'node:path';
import { buildASTSchema, extendSchema, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { sharedDir } from '../support/shared-dir';

export const repoRoot = path.resolve(__dirname, '../..');
export const magentoSdlPath = sharedDir('magento', 'magento-2.4.8.graphql');
export const customModulesSdlPath = path.join(repoRoot, 'server/magento/schema/custom-modules.graphql');

export function parseSdlFile(file: string): DocumentNode {
  return parse(fs.readFileSync(file, 'utf8'));
}

let magento: GraphQLSchema | undefined;
let contract: GraphQLSchema | undefined;

/** Stock Magento 2.4.8 (Adobe Commerce incl. B2B), as published. */
export function magentoSchema(): GraphQLSchema {
  magento ??= buildASTSchema(parseSdlFile(magentoSdlPath));
  return magento;
}

/**
 * Magento 2.4.8 + custom-modules.graphql. extendSchema rejects an extension that redeclares an existing type or
 * field; callers still run validateSchema (e.g. an interface field missing on an implementing type).
 */
export function contractSchema(): GraphQLSchema {
  contract ??= extendSchema(magentoSchema(), parseSdlFile(customModulesSdlPath));
  return contract;
}
