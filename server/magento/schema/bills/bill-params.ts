// The values identifying a bill, checked against the biller's params (BillerParam) in the biller's order.
import type { BillerRow } from '../../db/repositories/bills';

export interface BillerParamDef {
  name: string;
  label: string | null;
  data_type: string | null;
  optional: boolean;
  min_length: number | null;
  max_length: number | null;
  regex: string | null;
}

export interface ParamValue {
  name: string;
  value: string;
}

export type ParamCheck = { ok: true; values: ParamValue[] } | { ok: false; message: string };

export const billerParams = (biller: BillerRow) => JSON.parse(biller.params) as BillerParamDef[];

function valid(def: BillerParamDef, value: string): boolean {
  if (def.min_length !== null && value.length < def.min_length) return false;
  if (def.max_length !== null && value.length > def.max_length) return false;
  return def.regex === null || new RegExp(def.regex).test(value);
}

/** The biller's params from the input (others are dropped), or the message for the first one that is wrong. */
export function checkParams(biller: BillerRow, given: ParamValue[] | null | undefined): ParamCheck {
  const values: ParamValue[] = [];
  for (const def of billerParams(biller)) {
    const value = (given ?? []).find((p) => p.name === def.name)?.value.trim() ?? '';
    const label = def.label ?? def.name;
    if (!value) {
      if (def.optional) continue;
      return { ok: false, message: `Please enter the ${label}.` };
    }
    if (!valid(def, value)) return { ok: false, message: `Please enter a valid ${label}.` };
    values.push({ name: def.name, value });
  }
  return { ok: true, values };
}
