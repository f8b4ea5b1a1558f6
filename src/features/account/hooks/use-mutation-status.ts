import { useState } from 'react';
import { ACCOUNT_MESSAGES as M } from '../messages';

export interface MutationStatus {
  busy: boolean;
  /** What the shop (or the form) said: shown as an alert when it is an error, as a status otherwise. */
  message: { text: string; error: boolean } | null;
}

/** Runs one form's request at a time; the shop's own message on failure, the generic one if it gave none. */
export function useMutationStatus() {
  const [status, setStatus] = useState<MutationStatus>({ busy: false, message: null });
  const say = (text: string, error: boolean) => setStatus({ busy: false, message: { text, error } });
  const run = async (work: () => Promise<string>) => {
    if (status.busy) return;
    setStatus({ busy: true, message: null });
    try {
      say(await work(), false);
    } catch (error) {
      say(error instanceof Error && error.message ? error.message : M.failed, true);
    }
  };
  return { status, run, say };
}
