export const SUPPORT_CHAT_MESSAGES = {
  chatWithUs: 'Chat with us',
} as const;
