// Adds headers to an operation's context without dropping ones an earlier link or the caller set.
import type { ApolloLink } from '@apollo/client';

export function addHeaders(operation: ApolloLink.Operation, headers: Record<string, string>): void {
  operation.setContext((previous) => ({
    headers: { ...(previous.headers as Record<string, string>), ...headers },
  }));
}
