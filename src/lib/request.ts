// How every slice tracks its calls to the server (SPEC 3's request/receive and submit/accept/reject families):
// one status per operation and, when it failed, a typed error the UI acts on by its kind, never by parsing
// the message or the error's class name.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { ActionReducerMapBuilder, Draft, UnknownAction } from '@reduxjs/toolkit';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * - user: the message is written for the shopper (Magento's own wording, a SPEC 5 rule, a SPEC 8 text);
 * - invalid-cart: Magento no longer accepts the cart id (SPEC 4, lifecycle 5–6);
 * - network: no answer from the server (offline, unreachable);
 * - unexpected: anything else; the UI shows its own sentence, not this message.
 */
export type RequestErrorKind = 'user' | 'invalid-cart' | 'network' | 'unexpected';

export interface RequestError {
  kind: RequestErrorKind;
  message: string;
}

/** Thrown by our own code when it knows what kind of failure this is (a validation rule, user_errors). */
export class RequestFailure extends Error {
  constructor(
    message: string,
    readonly kind: RequestErrorKind = 'user',
  ) {
    super(message);
  }
}

function isRequestError(value: unknown): value is RequestError {
  const { kind, message } = (value ?? {}) as Partial<RequestError>;
  return typeof kind === 'string' && typeof message === 'string';
}

/** Classifies any failure: ours by its kind, GraphQL errors as Magento's message, fetch's TypeError as network. */
export function toRequestError(error: unknown): RequestError {
  if (isRequestError(error)) return { kind: error.kind, message: error.message };
  const found = (error as { message?: unknown } | null)?.message;
  const message = typeof found === 'string' ? found : String(error);
  if (CombinedGraphQLErrors.is(error)) return { kind: 'user', message };
  // A REST answer (lib/rest RestError) below 500 carries Magento's message for the shopper (SPEC 8).
  const { status, serverMessage } = error as { status?: number; serverMessage?: string };
  if (serverMessage && typeof status === 'number' && status < 500)
    return { kind: 'user', message: serverMessage };
  // fetch rejects with a TypeError when no response came back at all.
  return { kind: error instanceof TypeError ? 'network' : 'unexpected', message };
}

/** Runs a thunk's work; a failure rejects the thunk with a RequestError (rejectWithValue). */
export async function settle<T, R>(
  api: { rejectWithValue(value: RequestError): R },
  work: () => Promise<T>,
  classify: (error: unknown) => RequestError = toRequestError,
): Promise<T | R> {
  try {
    return await work();
  } catch (error) {
    return api.rejectWithValue(classify(error));
  }
}

/** The part of a slice's state that tracks its operations. */
export interface Requests<Op extends string> {
  status: Record<Op, RequestStatus>;
  errors: Record<Op, RequestError | null>;
}

export function idleRequests<Op extends string>(operations: readonly Op[]): Requests<Op> {
  const status = {} as Record<Op, RequestStatus>;
  const errors = {} as Record<Op, RequestError | null>;
  for (const operation of operations) {
    status[operation] = 'idle';
    errors[operation] = null;
  }
  return { status, errors };
}

export function requestStarted<Op extends string>(state: Requests<Op>, operation: Op): void {
  state.status[operation] = 'pending';
  state.errors[operation] = null;
}

export function requestSucceeded<Op extends string>(state: Requests<Op>, operation: Op): void {
  state.status[operation] = 'succeeded';
}

export function requestFailed<Op extends string>(
  state: Requests<Op>,
  operation: Op,
  error: RequestError,
): void {
  state.status[operation] = 'failed';
  state.errors[operation] = error;
}

type Matcher<A> = { match(action: unknown): action is A };

/** The action creators of any async thunk, whatever its argument and result. */
interface TrackedThunk {
  pending: Matcher<UnknownAction>;
  fulfilled: Matcher<UnknownAction>;
  rejected: Matcher<UnknownAction & { payload?: unknown; error: unknown }>;
}

type Phase = 'pending' | 'fulfilled' | 'rejected';
type Rejected = UnknownAction & { payload?: unknown; error: unknown };

/**
 * A thunk, or its type prefix: a slice tracks a thunk that loads on demand by its type, so the slice (in the
 * first paint) does not pull the thunk's code in with it.
 */
const matcher = (thunk: TrackedThunk | string, phase: Phase): Matcher<Rejected>['match'] =>
  typeof thunk === 'string'
    ? (action): action is Rejected => (action as UnknownAction).type === `${thunk}/${phase}`
    : (thunk[phase].match as Matcher<Rejected>['match']);

/** pending → started, fulfilled → succeeded, rejected → failed with its RequestError, per tracked thunk. */
export function trackRequests<Op extends string, S extends Requests<Op>>(
  builder: ActionReducerMapBuilder<S>,
  tracked: readonly (readonly [Op, TrackedThunk | string])[],
): void {
  for (const [operation, thunk] of tracked) {
    const of = (state: Draft<S>) => state as unknown as Requests<Op>;
    builder
      .addMatcher(matcher(thunk, 'pending'), (state) => requestStarted(of(state), operation))
      .addMatcher(matcher(thunk, 'fulfilled'), (state) => requestSucceeded(of(state), operation))
      .addMatcher(matcher(thunk, 'rejected'), (state, action) =>
        requestFailed(of(state), operation, toRequestError(action.payload ?? action.error)),
      );
  }
}
