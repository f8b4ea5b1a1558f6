// SPEC 7.3's loading rule: the tags (Google Tag Manager) load on the shopper's first interaction or after 3 s,
// whichever is first; the engagement tool after 5 s. Each only when configured. Times count from navigation
// start, so the rule holds however late this module itself arrives (it is loaded after the first paint).
import type { TagConfig } from './tag-config';
import { forwardToTracker } from './marketing-tracker';

export const TAGS_AFTER_MS = 3_000;
export const ENGAGEMENT_AFTER_MS = 5_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

function addScript(doc: Document, src: string, onLoad?: () => void): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  if (onLoad) script.addEventListener('load', onLoad);
  doc.head.appendChild(script);
}

export interface TagEnvironment {
  win: Window;
  doc: Document;
  /** ms since navigation start */
  now: () => number;
}

/** Schedules the tags; returns a function that cancels what has not loaded yet. */
export function scheduleTags(
  config: TagConfig,
  { win, doc, now }: TagEnvironment = { win: window, doc: document, now: () => performance.now() },
): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let tagsLoaded = false;
  const loadTags = () => {
    if (tagsLoaded) return;
    tagsLoaded = true;
    INTERACTIONS.forEach((type) => win.removeEventListener(type, loadTags));
    (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(doc, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`);
  };
  if (config.gtmId) {
    INTERACTIONS.forEach((type) => win.addEventListener(type, loadTags, { once: true, passive: true }));
    timers.push(setTimeout(loadTags, Math.max(0, TAGS_AFTER_MS - now())));
  }
  if (config.engagementScriptUrl) {
    timers.push(
      setTimeout(
        () =>
          addScript(doc, config.engagementScriptUrl, () => {
            if (config.engagementGlobal) forwardToTracker(win, config.engagementGlobal);
          }),
        Math.max(0, ENGAGEMENT_AFTER_MS - now()),
      ),
    );
  }
  return () => {
    timers.forEach(clearTimeout);
    INTERACTIONS.forEach((type) => win.removeEventListener(type, loadTags));
  };
}
