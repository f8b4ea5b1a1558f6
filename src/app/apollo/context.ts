// Operation-context flags our links understand.
declare module '@apollo/client' {
  interface DefaultContext {
    /** Send this mutation immediately instead of waiting for earlier mutations (MutationQueueLink). */
    skipQueue?: boolean;
  }
}

export {};
