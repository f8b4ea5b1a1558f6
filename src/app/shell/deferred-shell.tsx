// Loaded by deferred-slot.tsx after the first paint. Mounted once by the shell, and by the phone header for
// its 'Install App' button.
import { useEffect } from 'react';
import { listenForBannerClicks, useAnalyticsTags } from '../../features/analytics';
import { CompareBar } from '../../features/compare';
import { ChatHelpButton } from '../../features/support-chat';
import {
  InstallAppButton,
  listenForInstallOffer,
  usePushRegistration,
  useServiceWorker,
} from '../../features/pwa';
import { useNetworkToasts } from './hooks/use-network-toasts';
import { OfflineIndicator } from './offline-indicator';
import { DemoNotice } from './demo-notice';

export default function DeferredShell({ install, chatRaised }: { install?: boolean; chatRaised?: boolean }) {
  return install ? (
    <InstallAppButton className="mobile-header__install" />
  ) : (
    <>
      <ChatHelpButton raised={chatRaised} />
      {/* Fixed to the bottom: arriving after the first paint moves nothing on the page. */}
      <DemoNotice raised={chatRaised} />
      <CompareBar raised={chatRaised} />
      <ShellCompanions />
    </>
  );
}

function ShellCompanions() {
  const registration = useServiceWorker();
  usePushRegistration(registration);
  useNetworkToasts();
  useAnalyticsTags();
  // The browser offers installation once per page, maybe before the phone header's button is here.
  useEffect(() => listenForInstallOffer(), []);
  useEffect(() => listenForBannerClicks(), []);
  return <OfflineIndicator />;
}
