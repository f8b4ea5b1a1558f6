// Build flags, read when called (webpack inlines process.env.*; tests set process.env).
import { CHAT_LINK_BASE, SANDBOX_SUPPORT_NUMBERS } from './constants';

/** SUPPORT_PLATFORM=true picks the second support number, anything else the first. */
export function supportPlatform(): boolean {
  return process.env.SUPPORT_PLATFORM === 'true';
}

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The support number for this build's platform, digits only. */
export function supportNumber(): string {
  return supportPlatform()
    ? digits(process.env.SUPPORT_CHAT_NUMBER_TWO) || SANDBOX_SUPPORT_NUMBERS.two
    : digits(process.env.SUPPORT_CHAT_NUMBER_ONE) || SANDBOX_SUPPORT_NUMBERS.one;
}

export function supportChatUrl(): string {
  return `${CHAT_LINK_BASE}${supportNumber()}`;
}
