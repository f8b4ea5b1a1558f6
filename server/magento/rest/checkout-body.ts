// Magento's checkout REST bodies, accepted with camelCase or snake_case keys (the storefront sends
// addressInformation / billingAddress / paymentMethod; Magento's own forms send snake_case), and turned
// into the inputs of the GraphQL checkout services.
import { RestError } from '../http/rest-router';
import type { CartAddressInput } from '../schema/checkout/cart-address';
import { ALLOWED_COUNTRY } from '../schema/customer-address/address-input';
import { inputError } from '../errors';
import { invalidValue, requiredField } from './rest-errors';

export { requiredField };

const MAX_DEPTH = 6;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The value with every object key in snake_case (camelCase keys converted; snake_case kept). */
export function snakeKeys(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new RestError(400, 'The request body is nested too deeply.');
  if (Array.isArray(value)) return value.map((v) => snakeKeys(v, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeKeys(v, depth + 1)]));
}

export type RestObject = Record<string, unknown>;

export const isObject = (v: unknown): v is RestObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function requireObject(parent: RestObject, key: string, label = key): RestObject {
  const value = parent[key];
  if (!isObject(value)) throw requiredField(label);
  return value;
}

export function optionalString(parent: RestObject, key: string): string | undefined {
  const value = parent[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalidValue(key, String(value).slice(0, 64));
  return value;
}

/** A REST address (quote-data-address-interface) as GraphQL's CartAddressInput. */
export function cartAddressInput(address: RestObject): CartAddressInput {
  const regionId = address.region_id;
  // The REST address is checked by the address validator, which names the field (GraphQL says "Country is
  // not available").
  const country = optionalString(address, 'country_id');
  if (country && country.toUpperCase() !== ALLOWED_COUNTRY)
    throw inputError(`Invalid value of "${country.slice(0, 64)}" provided for the countryId field.`);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    telephone: address.telephone,
    vat_id: address.vat_id,
    country_code: address.country_id,
    region: optionalString(address, 'region_code') ?? optionalString(address, 'region'),
    // Magento sends region_id as a number or a numeric string; 0 means none.
    region_id:
      typeof regionId === 'string' && /^\d{1,6}$/.test(regionId)
        ? Number(regionId) || undefined
        : regionId || undefined,
    save_in_address_book: address.save_in_address_book === true || address.save_in_address_book === 1,
  };
}

/** The address choice for the checkout services: a saved address by id, or the address itself. */
export function addressChoice(address: RestObject) {
  const saved = address.customer_address_id;
  if (saved !== undefined && saved !== null && saved !== 0 && saved !== '') {
    return { customer_address_id: typeof saved === 'string' ? Number(saved) : saved };
  }
  return { address: cartAddressInput(address) };
}
