// Where the catalogue's bill-and-recharge category and its children lead (SPEC 2.4: /setu?p={segment}). The
// section's own key is the top category's segment: /setu?p=bill-and-recharge is the section itself, every biller
// category on offer, not an unknown category.
import { BILL_PAYMENT_PATH, CATEGORY_PARAM } from './constants';

/** The url_path segment of the catalogue's bill-and-recharge category. */
export const BILL_AND_RECHARGE_KEY = 'bill-and-recharge';

/** Whether a category's url_path lies in the bill-and-recharge section. */
export const isBillAndRechargePath = (urlPath: string): boolean =>
  urlPath.split('/').filter(Boolean)[0] === BILL_AND_RECHARGE_KEY;

/** /setu?p={the category's own segment} for a category of the section. */
export function billCategoryUrl(urlPath: string): string {
  const segments = urlPath.split('/').filter(Boolean);
  const segment = segments[segments.length - 1] ?? BILL_AND_RECHARGE_KEY;
  return `${BILL_PAYMENT_PATH}?${new URLSearchParams({ [CATEGORY_PARAM]: segment })}`;
}

/** ?p= names the whole section (or nothing): no category chosen, and nothing to complain about. */
export const isWholeSection = (segment: string): boolean =>
  segment === '' || segment === BILL_AND_RECHARGE_KEY;
