import './chat-help-button.css';
import { useChatHelp } from '../hooks/use-chat-help';

/** A chat bubble glyph (decorative; the link carries the name). */
function ChatIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z" />
    </svg>
  );
}

/**
 * The floating chat-help button, fixed at the bottom right (SPEC 1); raised above the mobile tab bar when the
 * shell shows one. It opens the support chat in a new tab.
 */
export function ChatHelpButton({ raised = false }: { raised?: boolean }) {
  const { href, label } = useChatHelp();
  return (
    <a
      className={raised ? 'chat-help chat-help--raised' : 'chat-help'}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ChatIcon />
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
