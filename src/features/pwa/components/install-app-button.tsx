import { useInstallApp } from '../hooks/use-install-app';
import { PWA_MESSAGES } from '../messages';

/** 'Install App' in the phone header of the home page, while the browser offers installation (SPEC 2.4, 4). */
export function InstallAppButton({ className }: { className?: string }) {
  const { offered, install } = useInstallApp();
  if (!offered) return null;
  return (
    <button type="button" className={className} onClick={install}>
      {PWA_MESSAGES.installApp}
    </button>
  );
}
