// The seller a tax invoice names: the shop's legal name, registered address and GSTIN (whose first two digits are
// its state: CGST + SGST for deliveries inside it, IGST elsewhere). A GSTIN is public (printed on every invoice),
// not a secret. Read from the environment (.env.example); without one the shop is a clearly marked DEMO seller.
import { gstinProblem, gstinState, normalizeGstin } from '../../../common/gst/gstin';

export interface GstSeller {
  legalName: string;
  /** Address lines as printed. */
  address: string[];
  gstin: string;
  /** The GST state code (the GSTIN's first two digits) and its name. */
  stateCode: string;
  stateName: string;
}

/** A made-up GSTIN with a valid check character (Karnataka, code 29): no real business holds it. */
export const DEMO_SELLER_GSTIN = '29AAACZ9999D1ZH';
const DEMO_LEGAL_NAME = 'Zepp Demo Retail Private Limited (DEMO — not a real business)';
const DEMO_ADDRESS = '12 Demo Tech Park, Outer Ring Road|Bengaluru, Karnataka 560103|India';

/** SHOP_GSTIN, SHOP_LEGAL_NAME and SHOP_ADDRESS ('|' between lines); an invalid GSTIN stops the server. */
export function readGstSeller(env: NodeJS.ProcessEnv): GstSeller {
  const gstin = normalizeGstin(env.SHOP_GSTIN?.trim() || DEMO_SELLER_GSTIN);
  const problem = gstinProblem(gstin);
  if (problem) throw new Error(`SHOP_GSTIN "${gstin}" is not a valid GSTIN: ${problem}`);
  return {
    legalName: env.SHOP_LEGAL_NAME?.trim() || DEMO_LEGAL_NAME,
    address: (env.SHOP_ADDRESS?.trim() || DEMO_ADDRESS)
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    gstin,
    stateCode: gstin.slice(0, 2),
    stateName: gstinState(gstin) as string,
  };
}
