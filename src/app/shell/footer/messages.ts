/** The desktop footer's own strings (its chunk's, not the first route's: app/shell/messages.ts is). */
export const FOOTER_MESSAGES = {
  copyright: (year: number, holder: string) => `© ${year} ${holder}`,
} as const;
