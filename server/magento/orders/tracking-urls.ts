// Where a shopper follows a parcel: the courier's own tracking page when the shop configured its URL template
// (SHIPMENT_TRACKING_URLS=bluedart=https://…{number},delhivery=https://…{number}), else the shop's own
// tracking page (tracking-page.ts) under the public origin.
export const TRACKING_URLS_ENV = 'SHIPMENT_TRACKING_URLS';
export const TRACKING_PATH = '/tracking/';
const NUMBER_PLACEHOLDER = '{number}';

/** Parses SHIPMENT_TRACKING_URLS; throws (the server does not start) on an entry that is not code=https URL. */
export function readTrackingUrls(raw: string | undefined): Readonly<Record<string, string>> {
  const templates: Record<string, string> = {};
  for (const entry of (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const m = /^([a-z0-9_-]{1,32})=(.+)$/.exec(entry);
    let url: URL | null = null;
    try {
      url = m ? new URL(m[2]!.replace(NUMBER_PLACEHOLDER, '0')) : null;
    } catch {
      url = null;
    }
    if (!m || !url || url.protocol !== 'https:' || !m[2]!.includes(NUMBER_PLACEHOLDER))
      throw new Error(`${TRACKING_URLS_ENV}: "${entry}" is not carrier_code=https://…${NUMBER_PLACEHOLDER}…`);
    templates[m[1]!] = m[2]!;
  }
  return templates;
}

/** The tracking number's link; null without a number. */
export function trackingUrl(
  templates: Readonly<Record<string, string>> | undefined,
  origin: string,
  carrierCode: string,
  number: string | null,
): string | null {
  if (!number) return null;
  const template = templates?.[carrierCode];
  if (template) return template.replace(NUMBER_PLACEHOLDER, encodeURIComponent(number));
  return `${origin}${TRACKING_PATH}${encodeURIComponent(carrierCode)}/${encodeURIComponent(number)}`;
}
