// The values identifying a bill, checked as the server checks them (the biller's params: required, length,
// pattern), so the shopper hears about a mistake before any request; the server checks again.
import type { BillerParam } from './api/bills.graphql';
import { BILL_MESSAGES as M } from './messages';

export type ParamValues = Record<string, string>;
export type ParamErrors = Record<string, string>;

export const paramLabel = (param: BillerParam) => param.label ?? param.name;

function valid(param: BillerParam, value: string): boolean {
  if (param.min_length !== null && value.length < param.min_length) return false;
  if (param.max_length !== null && value.length > param.max_length) return false;
  if (!param.regex) return true;
  try {
    return new RegExp(param.regex).test(value);
  } catch {
    return true; // a pattern this browser cannot read: the server still checks
  }
}

/** The message for each param that is missing or wrong; empty when all are fine. */
export function checkParams(params: BillerParam[], values: ParamValues): ParamErrors {
  const errors: ParamErrors = {};
  for (const param of params) {
    const value = (values[param.name] ?? '').trim();
    if (!value) {
      if (!param.optional) errors[param.name] = M.paramMissing(paramLabel(param));
    } else if (!valid(param, value)) errors[param.name] = M.paramInvalid(paramLabel(param));
  }
  return errors;
}

/** The params as BillParamInput, in the biller's order, trimmed, without empty optional ones. */
export const paramInput = (params: BillerParam[], values: ParamValues) =>
  params.flatMap((param) => {
    const value = (values[param.name] ?? '').trim();
    return value ? [{ name: param.name, value }] : [];
  });
