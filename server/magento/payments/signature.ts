// Signed gateway callbacks: HMAC-SHA256 over a canonical form of the payload, keyed per provider from
// config.secret. Only a callback carrying a valid signature may change an order's payment state.
import crypto from 'node:crypto';

export interface CallbackPayload {
  provider: string;
  order_number: string;
  status: 'approved' | 'failed';
  /** The amount the provider charged (or tried to), '1234.50'. */
  amount: string;
  /** The sub-method used on the hosted page ('upi', 'credit_card', ...). */
  method: string;
  /** The provider's payment id. */
  reference: string;
  /** When the provider sent it (ms since the epoch). */
  timestamp: number;
  /** Zepp_Emi: the months of the card EMI plan the shopper chose on the hosted page; absent when paid in full. */
  emi_months?: number;
}

const FIELDS = ['provider', 'order_number', 'status', 'amount', 'method', 'reference', 'timestamp'] as const;

const providerKey = (secret: string, provider: string) =>
  crypto.createHmac('sha256', secret).update(`payment-gateway:${provider}`).digest();

/** The signed text; an EMI plan is signed too, appended only when there is one (so full payments sign as before). */
export const canonical = (p: CallbackPayload) =>
  [
    ...FIELDS.map((f) => `${f}=${String(p[f])}`),
    ...(p.emi_months === undefined ? [] : [`emi_months=${p.emi_months}`]),
  ].join('&');

export function signCallback(secret: string, payload: CallbackPayload): string {
  return crypto
    .createHmac('sha256', providerKey(secret, payload.provider))
    .update(canonical(payload))
    .digest('hex');
}

export function verifyCallback(secret: string, payload: CallbackPayload, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signCallback(secret, payload), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A callback body's fields, or null when any is missing or of the wrong type. */
export function parseCallback(body: unknown): { payload: CallbackPayload; signature: unknown } | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const strings = ['provider', 'order_number', 'amount', 'method', 'reference'] as const;
  if (strings.some((f) => typeof b[f] !== 'string' || (b[f] as string).length > 128)) return null;
  if (b.status !== 'approved' && b.status !== 'failed') return null;
  if (typeof b.timestamp !== 'number' || !Number.isSafeInteger(b.timestamp)) return null;
  const emi = b.emi_months;
  if (emi !== undefined && !(typeof emi === 'number' && Number.isInteger(emi) && emi > 0 && emi <= 60))
    return null;
  const payload = Object.fromEntries(FIELDS.map((f) => [f, b[f]])) as unknown as CallbackPayload;
  return { payload: emi === undefined ? payload : { ...payload, emi_months: emi }, signature: b.signature };
}
