// How a stored payment method reads: the card brand, last four digits and expiry, or the UPI id / account.
// `details` is the gateway's JSON (Magento's vault token details), so anything in it may be missing.
import type { PaymentTokenData } from './api/saved-payments.graphql';
import { SAVED_PAYMENT_MESSAGES as M } from './messages';

const CARD_BRANDS: Record<string, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AE: 'American Express',
  RU: 'RuPay',
  DI: 'Discover',
  DN: 'Diners Club',
};

function parse(details: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(details ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function savedPaymentLabel(token: PaymentTokenData): { title: string; detail: string } {
  const details = parse(token.details);
  if (token.type === 'card') {
    const brand = CARD_BRANDS[text(details.type)] ?? M.card;
    const last4 = text(details.maskedCC);
    const expiry = text(details.expirationDate);
    return {
      title: last4 ? M.cardEnding(brand, last4) : brand,
      detail: expiry ? M.expires(expiry) : '',
    };
  }
  const type = text(details.type);
  const id = text(details.vpa) || text(details.account) || text(details.bank);
  return { title: type === 'UPI' ? M.upi : type || M.account, detail: id };
}
