import { useEffect, useRef } from 'react';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { errorHandled, selectUnhandledErrors } from '../../../features/shell';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { SHELL_MESSAGES } from '../messages';

/**
 * SPEC 8: each unhandled error becomes one dismissable error toast for 15 s, with debug information for
 * support; dismissing it (or its timeout) marks the error handled.
 */
export function useErrorToasts(): void {
  const errors = useAppSelector(selectUnhandledErrors);
  const dispatch = useAppDispatch();
  const { addToast } = useToasts();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const error of errors) {
      if (shown.current.has(error.id)) continue;
      shown.current.add(error.id);
      addToast({
        type: 'error',
        message: `${SHELL_MESSAGES.unexpectedError}\nDebug: ${error.id} ${error.message}`,
        dismissable: true,
        timeout: ERROR_TOAST_MS,
        onDismiss: () => dispatch(errorHandled(error.id)),
      });
    }
  }, [errors, addToast, dispatch]);
}
