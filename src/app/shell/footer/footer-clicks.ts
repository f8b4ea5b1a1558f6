// SPEC 7.3's 'footer click' and 'social click': the footer's links come from the CMS block pwa-footer (its link
// groups and social images), so they are told apart by where they lead.
import { ANALYTICS_EVENTS, track } from '../../../features/analytics';

/** The social networks a footer link can lead to (hosts and their subdomains). */
const SOCIAL_NETWORKS: Record<string, string> = {
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'x.com': 'X',
  'twitter.com': 'X',
  'youtube.com': 'YouTube',
  'linkedin.com': 'LinkedIn',
  'pinterest.com': 'Pinterest',
  'whatsapp.com': 'WhatsApp',
  't.me': 'Telegram',
};

function socialNetwork(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const match = Object.keys(SOCIAL_NETWORKS).find((domain) => host === domain || host.endsWith(`.${domain}`));
  return match ? SOCIAL_NETWORKS[match] : undefined;
}

/** A link's name as the shopper sees it: its text, else its image's alt text. */
function linkText(anchor: HTMLAnchorElement): string {
  return anchor.textContent?.trim() || anchor.querySelector('img[alt]')?.getAttribute('alt')?.trim() || '';
}

/** Records a click on a link inside the footer (a click elsewhere in it records nothing). */
export function trackFooterClick(event: MouseEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  } catch {
    return;
  }
  const network = socialNetwork(url);
  if (network) track(ANALYTICS_EVENTS.socialClick, { social_network: network, link_url: url.href });
  else track(ANALYTICS_EVENTS.footerClick, { link_text: linkText(anchor), link_url: url.href });
}
