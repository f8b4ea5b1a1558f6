// What requestReturn answers when it refuses, and the first comment of every return. Magento_Rma's own wording
// where it has the rule (its RmaGraphQl resolver and validator, its api-functional RequestReturnTest); the
// shop's own for the rules Magento does not have (delivery and the return window).
import { indiaDate } from '../../clock';

export const RETURN_PLACED_AUTHOR = 'Customer Service';
export const RETURN_PLACED_COMMENT = 'We placed your Return request.';

export const returnRefusals = {
  disabled: 'RMA is disabled.',
  noSuchEntity: "The entity that was requested doesn't exist. Verify the entity and try again.",
  cannotReturn: 'You cannot return',
  lessThanOne: 'You cannot return less than 1 product.',
  tooMany: (name: string) => `A quantity of ${name} is greater than you can return.`,
  wholeUnits: 'Enter a whole number of items to return.',
  noItems: 'Required parameter "items" is missing.',
  tooManyLines: (max: number) => `At most ${max} items can be returned at once.`,
  badEmail: 'Enter a valid contact e-mail address.',
  commentTooLong: (max: number) => `The comment can be at most ${max} characters long.`,
  notDelivered: (order: string) =>
    `Order #${order} has not been delivered: its items can be returned once it is delivered.`,
  windowClosed: (order: string, endMs: number) =>
    `The return period of order #${order} ended on ${indiaDate(endMs)}.`,
  wrongReturn: 'You selected the wrong RMA.',
};
