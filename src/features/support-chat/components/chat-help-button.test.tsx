import { render, screen, waitFor } from '@testing-library/react';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { SANDBOX_SUPPORT_NUMBERS } from '../constants';
import { SUPPORT_CHAT_MESSAGES } from '../messages';
import { ChatHelpButton } from './chat-help-button';

const ENV_KEYS = ['SUPPORT_PLATFORM', 'SUPPORT_CHAT_NUMBER_ONE', 'SUPPORT_CHAT_NUMBER_TWO'] as const;
const originalMatchMedia = window.matchMedia;

afterEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
  window.matchMedia = originalMatchMedia;
});

const chatLink = () => screen.getByRole('link', { name: SUPPORT_CHAT_MESSAGES.chatWithUs });
/** The shell mounts the button with its other deferred parts, a moment after the first paint. */
const deferredChatLink = () =>
  screen.findByRole('link', { name: SUPPORT_CHAT_MESSAGES.chatWithUs }, { timeout: 15_000 });

/** Every way the number could be shown: as written, digits only, and the local ten digits. */
function expectNumberNotShown(number: string) {
  const digits = number.replace(/\D/g, '');
  const text = document.body.textContent?.replace(/\D/g, '') ?? '';
  expect(text).not.toContain(digits.slice(-10));
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name === 'href') continue; // the link itself has to carry it
      expect(attribute.value.replace(/\D/g, '')).not.toContain(digits.slice(-10));
    }
  }
}

test('opens a chat with the first support number in a new tab, without showing the number', () => {
  render(<ChatHelpButton />);
  const link = chatLink();
  expect(link).toHaveAttribute('href', `https://wa.me/${SANDBOX_SUPPORT_NUMBERS.one}`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expectNumberNotShown(SANDBOX_SUPPORT_NUMBERS.one);
});

test('the platform flag picks the second number; configured numbers are used as digits', () => {
  process.env.SUPPORT_PLATFORM = 'true';
  process.env.SUPPORT_CHAT_NUMBER_ONE = '+91 98100 00001';
  process.env.SUPPORT_CHAT_NUMBER_TWO = '+91 98200 00002';
  render(<ChatHelpButton />);
  expect(chatLink()).toHaveAttribute('href', 'https://wa.me/919820000002');
  expectNumberNotShown('+91 98200 00002');
  expectNumberNotShown('+91 98100 00001');
});

test('any other flag value keeps the first number', () => {
  process.env.SUPPORT_PLATFORM = 'false';
  process.env.SUPPORT_CHAT_NUMBER_ONE = '919810000001';
  render(<ChatHelpButton />);
  expect(chatLink()).toHaveAttribute('href', 'https://wa.me/919810000001');
});

describe('in the app shell', () => {
  jest.setTimeout(40_000);
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  test('every page has it, and the page never shows the number', async () => {
    useRealShop();
    setViewport('desktop');
    renderApp('/');
    expect(await deferredChatLink()).toHaveAttribute('href', `https://wa.me/${SANDBOX_SUPPORT_NUMBERS.one}`);
    expect(chatLink()).not.toHaveClass('chat-help--raised');
    // The CMS footer (with the shop's contact details) has loaded.
    await screen.findByRole('heading', { name: 'Zepp Shop' }, { timeout: 15_000 });
    expectNumberNotShown(SANDBOX_SUPPORT_NUMBERS.one);
  });

  test('on phones it sits above the bottom tab bar, and low again where there is no tab bar', async () => {
    useRealShop();
    setViewport('mobile');
    const { router } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(await deferredChatLink()).toHaveClass('chat-help--raised');
    await router.navigate('/cart');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument(),
    );
    expect(chatLink()).not.toHaveClass('chat-help--raised');
  });
});
