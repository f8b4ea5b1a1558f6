import { Icon } from '../../ui/icons/icons';
import { useAppSelector } from '../hooks';
import { selectIsOnline } from '../../features/shell';
import { SHELL_MESSAGES } from './messages';

/** A small persistent badge while the browser is offline (the toast says it once; this keeps saying it). */
export function OfflineIndicator() {
  const online = useAppSelector(selectIsOnline);
  return (
    <div className="offline-indicator" role="status">
      {online ? null : (
        <>
          <Icon name="offline" size={16} />
          <span>{SHELL_MESSAGES.offlineIndicator}</span>
        </>
      )}
    </div>
  );
}
