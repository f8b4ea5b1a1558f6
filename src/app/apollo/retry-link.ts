// Network failures are retried (SPEC 7.1): 5 attempts, 300 ms initial delay with jitter, no maximum delay,
// and only while a browser says it is online. Mutations are never retried: they are not idempotent.
import { OperationTypeNode } from 'graphql';
import { RetryLink } from '@apollo/client/link/retry';

export const RETRY_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 300;

export function createRetryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_DELAY_MS, max: Infinity, jitter: true },
    attempts: {
      max: RETRY_ATTEMPTS,
      retryIf: (error, operation) =>
        Boolean(error) && isOnlineBrowser() && operation.operationType !== OperationTypeNode.MUTATION,
    },
  });
}

function isOnlineBrowser(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine;
}
