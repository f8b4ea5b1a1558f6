// Magento's REST error shapes for the checkout routes: a message template with its parameters (the storefront
// fills them in), the status Magento's ErrorProcessor gives each exception class, and the wrapping
// ShippingInformationManagement puts around an address it could not save.
import { GraphQLError } from 'graphql';
import { RestError } from '../http/rest-router';
import { OrderNotPlaced } from '../schema/checkout/order-effects';

export const NO_SUCH_ENTITY = 'No such entity with %fieldName = %fieldValue';

export const noSuchEntity = (fieldName: string, fieldValue: unknown) =>
  new RestError(404, NO_SUCH_ENTITY, { fieldName, fieldValue });

/** A required field of the body is missing (Magento's InputException::requiredField). */
export const requiredField = (fieldName: string) =>
  new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName });

export const invalidValue = (fieldName: string, value: unknown) =>
  new RestError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value, fieldName });

/** An already formatted message back in Magento's template form, so REST answers carry its parameters. */
export function templated(status: number, message: string): RestError {
  let m = /^"([^"]+)" is required\. Enter and try again\.$/.exec(message);
  if (m) return new RestError(status, '"%fieldName" is required. Enter and try again.', { fieldName: m[1] });
  m = /^Invalid value of "([\s\S]*)" provided for the (\w+) field\.$/.exec(message);
  if (m)
    return new RestError(status, 'Invalid value of "%value" provided for the %fieldName field.', {
      value: m[1],
      fieldName: m[2],
    });
  if (message === 'Region is required.')
    return new RestError(status, '"%fieldName" is required. Enter and try again.', {
      fieldName: 'regionId',
    });
  m = /^Carrier with such method not found: (.*), (.*)$/.exec(message);
  if (m) return new RestError(status, 'Carrier with such method not found: %1, %2', [m[1], m[2]]);
  return new RestError(status, message);
}

/** Magento's REST status and shape for what the GraphQL checkout services throw. */
export function restError(e: unknown, maskedId: string): unknown {
  if (e instanceof RestError) return e;
  if (e instanceof OrderNotPlaced) return templated(400, e.message);
  if (!(e instanceof GraphQLError)) return e;
  const category = e.extensions.category;
  // A guest route sees guest carts only: someone else's cart is as unknown as a missing one.
  if (
    /^Could not find a cart|^The cart isn't active|^The current user cannot perform operations on cart/.test(
      e.message,
    )
  )
    return noSuchEntity('cartId', maskedId.slice(0, 64));
  if (category === 'graphql-no-such-entity') return templated(404, e.message);
  if (category === 'graphql-authorization' || category === 'graphql-authentication')
    return templated(401, e.message);
  return templated(400, e.message);
}

/** ShippingInformationManagement's wrapper around an address it could not save. */
export function addressNotSaved(e: unknown): unknown {
  if (!(e instanceof GraphQLError) || e.extensions.category !== 'graphql-input') return e;
  return new RestError(400, 'The shipping information was unable to be saved. Error: "%message"', {
    message: e.message,
  });
}
