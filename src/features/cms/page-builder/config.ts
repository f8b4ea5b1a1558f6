// Build flags the renderer reads when called (webpack inlines process.env.*; tests set process.env).
import { DEFAULT_EMBED_HOSTS } from './constants';

/**
 * Hosts whose video and map iframes may be shown (CMS_EMBED_HOSTS, comma separated; empty = the default list,
 * 'none' = no iframes at all). Anything else is shown as a link instead.
 */
export function embedHosts(): string[] {
  const raw = (process.env.CMS_EMBED_HOSTS ?? '').trim();
  if (!raw) return DEFAULT_EMBED_HOSTS;
  if (raw.toLowerCase() === 'none') return [];
  return raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether an https URL points at a host allowed to be framed. */
export function isEmbeddable(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && embedHosts().includes(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}
