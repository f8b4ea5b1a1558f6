// Push messages (SPEC 3 "Push message": title, body, and url in its data) as the worker shows them, and what a
// click on one does. FCM delivers two shapes: a notification message ({ notification: { title, body, image },
// data: { url } }) and a data-only message ({ data: { title, body, url } }); both are read here. The worker
// shows every message itself (the Firebase SDK is not loaded in the worker), so nothing is shown twice.

export interface ShownNotification {
  title: string;
  options: {
    body?: string;
    icon: string;
    badge: string;
    image?: string;
    tag?: string;
    data: { url: string };
  };
}

type Fields = Record<string, unknown>;

const DEFAULT_TITLE = 'New notification';
const ICON = '/icons/icon-192.png';

const asFields = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** Parses a push payload's text (JSON, or plain text as the body). */
export function parsePushPayload(raw: string | null): Fields {
  if (!raw) return {};
  try {
    return asFields(JSON.parse(raw));
  } catch {
    return { notification: { body: raw } };
  }
}

/**
 * The notification to show for a push payload. The link is kept only when it stays on this origin (a push
 * cannot send the shopper to another site from the shop's own notification).
 */
export function notificationFromPush(payload: Fields, origin: string): ShownNotification {
  const notification = asFields(payload.notification);
  const data = asFields(payload.data);
  const fcmOptions = asFields(payload.fcmOptions);
  const title = text(notification.title) ?? text(data.title) ?? DEFAULT_TITLE;
  const body = text(notification.body) ?? text(data.body);
  const image = text(notification.image) ?? text(data.image);
  const link = text(data.url) ?? text(data.link) ?? text(fcmOptions.link) ?? text(notification.click_action);
  const tag = text(data.nid) ?? text(payload.fcmMessageId);
  return {
    title,
    options: {
      ...(body ? { body } : {}),
      icon: ICON,
      badge: ICON,
      ...(image ? { image } : {}),
      ...(tag ? { tag } : {}),
      data: { url: sameOriginUrl(link, origin) },
    },
  };
}

/** An absolute URL on `origin` for a link (relative or absolute); other origins and junk give the home page. */
export function sameOriginUrl(link: string | undefined, origin: string): string {
  try {
    const url = new URL(link ?? '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The message the page answers by navigating (SPEC 7.3). */
export const REDIRECT_FROM_NOTIFICATION = 'REDIRECT_FROM_NOTIFICATION';

/**
 * A click on a notification: an open window of the shop is focused and told to navigate to the message's URL
 * (the app routes it without a reload); with none open, a new window opens at the URL.
 */
export async function openFromNotification(clients: ClientsLike, url: string, origin: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(origin));
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  // The browser may refuse the focus (it allows one only shortly after the click): the shopper still gets the
  // page they tapped for the next time they look at that window.
  await open.focus().catch(() => undefined);
  open.postMessage({ type: REDIRECT_FROM_NOTIFICATION, payload: { url } });
}
