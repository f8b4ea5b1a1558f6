// Root query fields whose answers belong to one shopper even without a bearer token: a guest's cart (its masked
// id is the only credential), an order's payment or guest view, and a mail-provider sign-in URL (its `state`
// belongs to one sign-in attempt: shared, one shopper could finish another's sign-in). Like Magento's @cache(cacheable: false),
// a GET selecting any of them is never marked cacheable, so no browser or proxy serves a stale cart.
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export const PRIVATE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'cart',
  'customerCart',
  'orderPaymentStatus',
  'guestOrder',
  'guestOrderByToken',
  'oauthLoginUrl',
  // a guest's compare list: its uid is the only credential, as a cart's masked id
  'compareList',
]);

/** Whether the operation that runs selects a private root field (directly or through a fragment). */
export function selectsPrivateField(document: DocumentNode, operationName?: string | null): boolean {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return false;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const visit = (selections: OperationDefinitionNode['selectionSet']['selections']): boolean =>
    selections.some((s) => {
      if (s.kind === Kind.FIELD) return PRIVATE_ROOT_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet.selections);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      const fragment = fragments.get(s.name.value);
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return visit(operation.selectionSet.selections);
}
