// The floating chat-help button (SPEC 1): a chat link to one of two support numbers, chosen by a platform flag.

/** Chat links open this with the number (digits only, country code first). */
export const CHAT_LINK_BASE = 'https://wa.me/';

/** Sandbox numbers used when the build sets none (SUPPORT_CHAT_NUMBER_ONE / _TWO). */
export const SANDBOX_SUPPORT_NUMBERS = { one: '910000000001', two: '910000000002' } as const;
