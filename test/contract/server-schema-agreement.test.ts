// The embedded server must look like Magento 2.4.8 + custom modules to the storefront: whatever it declares,
// the contract declares identically (the server may declare less, never something else).
import { buildSchema as buildSdlSchema } from 'graphql';
import { buildSchema } from '../../server/magento/schema';
import { contractSchema } from './schema';
import { schemaDisagreements } from './schema-agreement';

describe('embedded server schema', () => {
  it('agrees with Magento 2.4.8 + custom-modules.graphql on every element it declares', () => {
    const server = buildSchema();
    // Not vacuous: the server declares its own types (common/schema.graphql at least).
    expect(server.getType('Money')).toBeDefined();
    expect(schemaDisagreements(server, contractSchema())).toEqual([]);
  });
});

// The comparison on small schemas: each kind of disagreement is reported, and a true subset is not.
describe('the agreement check itself', () => {
  const contract = buildSdlSchema(`
    type Query { cart(cart_id: String!): Cart  products(pageSize: Int = 20, search: String): [Product] }
    type Mutation { ping: Boolean }
    interface Product { sku: String }
    interface Routable { url: String }
    type Simple implements Product & Routable { sku: String url: String }
    type Cart { id: ID!  items: [String]!  total: Float }
    input CartInput { cart_id: String!  note: String }
    enum Currency { INR USD }
    union Result = Cart | Simple
    scalar Json
  `);
  const check = (sdl: string) => schemaDisagreements(buildSdlSchema(sdl), contract).sort();

  it('accepts a subset', () => {
    expect(
      check(`
        type Query { cart(cart_id: String!): Cart  products(pageSize: Int = 20, search: String): [Product] }
        interface Product { sku: String }
        type Simple implements Product { sku: String }
        type Cart { id: ID! }
        input CartInput { cart_id: String! }
        enum Currency { INR }
        union Result = Cart
      `),
    ).toEqual([]);
  });

  it('reports every disagreement at once', () => {
    expect(
      check(`
        type Query { cart(cart_id: String): Cart  products(pageSize: Int = 10, extra: Int): [Product]  x: Int }
        interface Product { sku: String }
        interface Routable { url: String }
        type Simple implements Product { sku: String }
        type Cart implements Product { id: ID  items: [String!]!  sku: String }
        input CartInput { note: Int }
        enum Currency { INR EUR }
        union Result = Cart | Stray
        type Stray { a: Int }
        input Json { a: Int }
      `),
    ).toEqual(
      [
        'Query.cart(cart_id): type String, contract has String!',
        'Query.products(pageSize): default 10, contract has default 20',
        'Query.products(extra): argument not in the contract',
        'Query.products(search): argument missing',
        'Query.x: field not in the contract',
        "Simple does not implement Routable, the contract's does",
        'Cart.id: type ID, contract has ID!',
        'Cart.items: type [String!]!, contract has [String]!',
        'Cart.sku: field not in the contract',
        "Cart implements Product, the contract's does not",
        'CartInput.note: type Int, contract has String',
        'CartInput.cart_id: required input field missing',
        'Currency.EUR: enum value not in the contract',
        'Result: union member Stray not in the contract',
        'Stray: object type not in the contract',
        'Json: input type, contract has scalar',
      ].sort(),
    );
  });

  it('reports a differently named root type', () => {
    expect(
      check('schema { query: Root }  type Root { cart(cart_id: String!): Cart }  type Cart { id: ID! }'),
    ).toEqual(['Root: object type not in the contract', 'query root type Root, contract has Query'].sort());
  });
});
