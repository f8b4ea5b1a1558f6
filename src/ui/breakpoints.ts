// Breakpoints shared by JavaScript-driven layout switches (SPEC 2.4, 9), and by the server's page hints: no
// React here, so the server can import them.
export const MOBILE_SHELL_QUERY = '(max-width: 959px)';
export const MOBILE_MODAL_QUERY = '(max-width: 768px)';
/** Where MOBILE_SHELL_QUERY does not match: the desktop shell's screens. */
export const DESKTOP_SHELL_QUERY = '(min-width: 960px)';
/** The shopper asked for less motion: no autoplay, no parallax. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
