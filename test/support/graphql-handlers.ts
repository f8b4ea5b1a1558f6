// msw helpers for GraphQL: answer an operation by name with data (or a function of the variables), with
// GraphQL errors, or with a network failure; and record what the app sent.
import { graphql, HttpResponse, type GraphQLHandler } from 'msw';
import { server } from './msw-server';

type Variables = Record<string, unknown>;
type Data = Record<string, unknown> | null;
type DataOrResolver = Data | ((variables: Variables) => Data);

/** Answers every query or mutation named `operationName` with `{ data }`. */
export function answer(operationName: string, data: DataOrResolver): GraphQLHandler {
  return graphql.operation(({ operationName: name, variables }) => {
    if (name !== operationName) return undefined;
    const body = typeof data === 'function' ? data(variables) : data;
    return HttpResponse.json({ data: body });
  });
}

/** Answers with GraphQL errors (Magento's shape: message plus extensions.category). */
export function answerErrors(operationName: string, messages: string[], data: Data = null): GraphQLHandler {
  return graphql.operation(({ operationName: name }) => {
    if (name !== operationName) return undefined;
    const errors = messages.map((message) => ({
      message,
      extensions: { category: 'graphql-no-such-entity' },
    }));
    return HttpResponse.json({ data, errors });
  });
}

/** A network failure (no HTTP response at all) for the named operation. */
export function failNetwork(operationName: string): GraphQLHandler {
  return graphql.operation(({ operationName: name }) =>
    name === operationName ? HttpResponse.error() : undefined,
  );
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  operationName: string | null;
  body: string;
}

/** Records every request the app makes from now on (cloned, so handlers can still read the body). */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const pending = request.method === 'GET' ? Promise.resolve('') : request.clone().text();
    const entry: RecordedRequest = {
      method: request.method,
      url,
      headers: request.headers,
      operationName: null,
      body: '',
    };
    requests.push(entry);
    void pending.then((body) => {
      entry.body = body;
      entry.operationName = url.searchParams.get('operationName') ?? parseOperationName(body);
    });
    entry.operationName = url.searchParams.get('operationName');
  });
  return requests;
}

function parseOperationName(body: string): string | null {
  try {
    return (JSON.parse(body) as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
}
