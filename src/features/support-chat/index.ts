// The support-chat feature's public surface for the app shell.
export { ChatHelpButton } from './components/chat-help-button';
