// The brand's words shared by the storefront and the server's e-mails (pure: no imports).

/**
 * SPEC 9: reward coins carry a brand-specific name that differs between the two build variants
 * (BRAND_VARIANT, a build flag; anything unknown is the default brand).
 */
const COIN_NAMES: Record<string, string> = {
  default: 'Zepp Coins',
  partner: 'Reward Coins',
};

export function coinName(): string {
  let variant: string | undefined;
  try {
    variant = process.env.BRAND_VARIANT;
  } catch {
    variant = undefined; // no `process` in a browser build without the substitution
  }
  return COIN_NAMES[(variant ?? '').trim().toLowerCase()] ?? (COIN_NAMES.default as string);
}
