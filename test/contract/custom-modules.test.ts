// custom-modules.graphql must extend Magento 2.4.8 cleanly and keep the field names other code relies on
// (docs/ARCHITECTURE.md, "Custom-module GraphQL fields").
import { getNamedType, isInterfaceType, isObjectType, validateSchema, type GraphQLSchema } from 'graphql';
import { contractSchema, magentoSchema } from './schema';

function fieldSignature(schema: GraphQLSchema, typeName: string, fieldName: string): string | undefined {
  const type = schema.getType(typeName);
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  const field = type.getFields()[fieldName];
  if (!field) return undefined;
  const args = field.args.map((a) => `${a.name}: ${String(a.type)}`).join(', ');
  return `${args ? `(${args})` : ''}: ${String(field.type)}`;
}

// Exactly as ARCHITECTURE.md names them; `null` where it leaves the type to custom-modules.graphql.
const fixedFields: [string, string, string | null][] = [
  ['ProductInterface', 'productsurcharge_fee', ': Float'],
  ['ProductInterface', 'brand_code', ': String'],
  ['ProductInterface', 'is_top_deal', ': Boolean'],
  ['ProductInterface', 'competitor_prices', ': [CompetitorPrice]'],
  ['CompetitorPrice', 'platform', ': String'],
  ['CompetitorPrice', 'price', ': Money'],
  ['CompetitorPrice', 'url', ': String'],
  ['Cart', 'is_only_upi', ': Boolean'],
  ['Cart', 'total_discount', ': Float'],
  ['Cart', 'shippingCharges', ': Float'],
  ['Cart', 'tax', ': Float'],
  ['Cart', 'estimatedDeliveryDate', ': String'],
  ['Cart', 'total_summary_quantity_including_config', ': Float'],
  ['Cart', 'mw_applied_reward_points', ': MwAppliedRewardPoints'],
  ['MwAppliedRewardPoints', 'points', ': Int'],
  ['MwAppliedRewardPoints', 'money', ': Money'],
  ['CartItemInterface', 'size', ': String'],
  ['CartItemInterface', 'color', ': String'],
  ['Customer', 'customer_id', ': Int'],
  ['Customer', 'mw_reward_points', ': MwRewardPoints'],
  ['MwRewardPoints', 'balance', ': MwRewardPointsBalance'],
  ['MwRewardPointsBalance', 'money', ': Money'],
  ['MwRewardPointsBalance', 'points', ': Int'],
  ['Query', 'getCityByPincode', '(pincode: String!): PincodeLookupResult'],
  ['PincodeLookupResult', 'city', ': String'],
  ['PincodeLookupResult', 'message', ': String'],
  ['PincodeLookupResult', 'region', ': String'],
  ['PincodeLookupResult', 'region_id', ': Int'],
  ['PincodeLookupResult', 'success', ': Boolean'],
  ['Query', 'getDeliveryEstimateByPincode', '(pincode: String!): DeliveryEstimate'],
  ['DeliveryEstimate', 'pincode', ': String!'],
  ['DeliveryEstimate', 'serviceable', ': Boolean!'],
  ['DeliveryEstimate', 'working_days', ': Int!'],
  ['DeliveryEstimate', 'estimated_delivery_date', ': String!'],
  ['Query', 'CustomerNotifications', '(customerId: Int): [CustomerNotification]'],
  ['Query', 'getZeppCoinsBalance', null],
  ['Mutation', 'UpdateNotificationReadStatus', null],
  ['Mutation', 'SaveFcmToken', null],
  ['Mutation', 'IncrementFcmDownloads', null],
  ['Mutation', 'sendMyAccOtp', null],
  ['Mutation', 'verifyMyAccOtp', null],
];

// SPEC.md sections 3 and 7: the fields of the custom results the storefront reads.
const specResultFields: [string, string, string[]][] = [
  ['Query', 'CustomerNotifications', ['id', 'title', 'body', 'created_at', 'customer_id', 'is_read', 'url']],
  ['Mutation', 'UpdateNotificationReadStatus', ['message', 'success']],
  ['Mutation', 'SaveFcmToken', ['message', 'status']],
  ['Mutation', 'IncrementFcmDownloads', ['message', 'status', 'total']],
  ['Mutation', 'sendMyAccOtp', ['message', 'success']],
  ['Mutation', 'verifyMyAccOtp', ['message', 'success']],
  ['Query', 'getZeppCoinsBalance', ['money', 'points']],
];

describe('custom-modules.graphql', () => {
  it('extends Magento 2.4.8 into a valid schema', () => {
    expect(validateSchema(magentoSchema()).map((e) => e.message)).toEqual([]);
    expect(validateSchema(contractSchema()).map((e) => e.message)).toEqual([]);
  });

  it('declares the fixed custom-module fields with their exact types', () => {
    const wrong = fixedFields.flatMap(([type, field, expected]) => {
      const actual = fieldSignature(contractSchema(), type, field);
      if (actual === undefined) return [`${type}.${field} is missing`];
      return expected !== null && actual !== expected
        ? [`${type}.${field}${actual}, expected ${expected}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('none of them is stock Magento', () => {
    const stock = fixedFields.filter(([type, field]) => fieldSignature(magentoSchema(), type, field));
    expect(stock).toEqual([]);
  });

  it('gives the custom results the fields SPEC.md names', () => {
    const missing = specResultFields.flatMap(([root, field, wanted]) => {
      const rootType = contractSchema().getType(root);
      const result = isObjectType(rootType) ? rootType.getFields()[field] : undefined;
      const named = result && getNamedType(result.type);
      const have = isObjectType(named) ? Object.keys(named.getFields()) : [];
      return wanted.filter((f) => !have.includes(f)).map((f) => `${root}.${field} → ${f}`);
    });
    expect(missing).toEqual([]);
  });
});
