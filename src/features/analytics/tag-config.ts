// Which analytics tags this build loads (README "Configuration"); each is off when its value is empty.

export interface TagConfig {
  /** Google Tag Manager container id (GTM-XXXX): GA4 and the other tags load through it. */
  gtmId: string;
  /** The engagement (marketing-automation) tool's script URL. */
  engagementScriptUrl: string;
  /** The global object that tool defines, whose track(name, data) receives our events. */
  engagementGlobal: string;
}

export function readTagConfig(
  env: Record<string, string | undefined> = {
    ANALYTICS_GTM_ID: process.env.ANALYTICS_GTM_ID,
    ENGAGEMENT_SCRIPT_URL: process.env.ENGAGEMENT_SCRIPT_URL,
    ENGAGEMENT_GLOBAL: process.env.ENGAGEMENT_GLOBAL,
  },
): TagConfig {
  const gtmId = (env.ANALYTICS_GTM_ID ?? '').trim();
  return {
    gtmId: /^[A-Z0-9-]+$/i.test(gtmId) ? gtmId : '',
    engagementScriptUrl: (env.ENGAGEMENT_SCRIPT_URL ?? '').trim(),
    engagementGlobal: (env.ENGAGEMENT_GLOBAL ?? '').trim(),
  };
}
