// Mutations run one at a time, in the order they were issued (SPEC 4): Magento's cart mutations race
// otherwise (two quick "add" calls can each read the old quote). Queries are never queued.
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { ApolloLink } from '@apollo/client';
import './context';

export class MutationQueueLink extends ApolloLink {
  private tail: Promise<void> = Promise.resolve();

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction) {
    const queued =
      operation.operationType === OperationTypeNode.MUTATION && !operation.getContext().skipQueue;
    if (!queued) return forward(operation);

    return new Observable<ApolloLink.Result>((observer) => {
      let release = () => {};
      const finished = new Promise<void>((resolve) => (release = resolve));
      const previous = this.tail;
      // The next mutation starts once this one succeeds, fails or is cancelled.
      this.tail = previous.then(() => finished);
      let subscription: Subscription | undefined;
      let cancelled = false;
      void previous.then(() => {
        if (cancelled) return;
        subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            release();
            observer.error(error);
          },
          complete: () => {
            release();
            observer.complete();
          },
        });
      });
      return () => {
        cancelled = true;
        subscription?.unsubscribe();
        release();
      };
    });
  }
}
