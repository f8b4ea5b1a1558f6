import { useMemo } from 'react';
import { supportChatUrl } from '../config';
import { SUPPORT_CHAT_MESSAGES } from '../messages';

export interface ChatHelpView {
  href: string;
  label: string;
}

/** Where the chat button goes. The number is only ever in the link, never in text the page shows. */
export function useChatHelp(): ChatHelpView {
  const href = useMemo(() => supportChatUrl(), []);
  return { href, label: SUPPORT_CHAT_MESSAGES.chatWithUs };
}
