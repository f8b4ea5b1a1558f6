// The GSTIN (Goods and Services Tax Identification Number) rules, shared by the checkout form and the shop's
// check of a billing address's vat_id, so both refuse the same numbers with the same words.
//
//   27 AAPFU0939F 1 Z V
//   │  │          │ │ └ 15: check character, Luhn mod 36 over the first 14 (gstinCheckCharacter)
//   │  │          │ └── 14: 'Z' (the default; other letters mark registrations a buyer does not have)
//   │  │          └──── 13: the holder's registration number in that state, 1–9 then A–Z
//   │  └─────────────── 3–12: the holder's PAN, 5 letters, 4 digits, 1 letter
//   └────────────────── 1–2: state or union territory code (gst-state-codes.ts)
import { GST_STATE_CODES } from './gst-state-codes';
import { GSTIN_MESSAGES } from './messages';

export const GSTIN_LENGTH = 15;
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: the GST Network's Luhn mod N algorithm with N = 36.
 * From the right, each character's code point (0–9, A=10 … Z=35) is multiplied by 2 and 1 in turn, the
 * product's base-36 digits are added (quotient + remainder), and the check is what brings the sum to a multiple
 * of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = first14.length - 1; i >= 0; i--) {
    const product = CODE_POINTS.indexOf(first14.charAt(i)) * factor;
    sum += Math.floor(product / 36) + (product % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return CODE_POINTS.charAt((36 - (sum % 36)) % 36);
}

/** What was typed, as a GSTIN is written: no spaces, capitals. */
export const normalizeGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Why a GSTIN cannot be right (the first rule it breaks), or null when it can be. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== GSTIN_LENGTH) return GSTIN_MESSAGES.length;
  if (/[a-z]/.test(gstin)) return GSTIN_MESSAGES.uppercase;
  if (!/^[0-9A-Z]+$/.test(gstin)) return GSTIN_MESSAGES.characters;
  if (!(gstin.slice(0, 2) in GST_STATE_CODES)) return GSTIN_MESSAGES.stateCode;
  if (!PAN.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return GSTIN_MESSAGES.entity;
  if (gstin.charAt(13) !== 'Z') return GSTIN_MESSAGES.defaultZ;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_MESSAGES.checksum;
  return null;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === null;

/** The state or union territory a (valid) GSTIN is registered in. */
export const gstinState = (gstin: string): string | null => GST_STATE_CODES[gstin.slice(0, 2)] ?? null;
