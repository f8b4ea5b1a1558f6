import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_SANDBOX_MODE, type SandboxModeData } from './api/demo-notice.graphql';
import { SHELL_MESSAGES } from './messages';

/**
 * A slim bar on every page while the backend says its payments and sign-ins are sandboxes (SANDBOXES=on). Fixed
 * to the bottom, so showing it never moves the page; it lets taps through to what is under it. No answer (a
 * real Magento, which has no such field) means no notice.
 */
export function DemoNotice({ raised = false }: { raised?: boolean }) {
  const { data } = useQuery<SandboxModeData>(GET_SANDBOX_MODE, { errorPolicy: 'ignore' });
  const shown = data?.storeConfig?.sandbox_mode === true;
  // Marks the page while the notice shows, so the chat button (another feature's) can stand clear of it.
  useEffect(() => {
    if (!shown) return undefined;
    document.documentElement.classList.add('demo-shop');
    return () => document.documentElement.classList.remove('demo-shop');
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <div className="demo-notice-room" />
      <section
        className={raised ? 'demo-notice demo-notice--raised' : 'demo-notice'}
        aria-label={SHELL_MESSAGES.demoNoticeLabel}
      >
        <p>{SHELL_MESSAGES.demoNotice}</p>
      </section>
    </>
  );
}
