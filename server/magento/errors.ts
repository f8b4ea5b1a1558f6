// Magento's GraphQL error categories. An expected error carries extensions.category; anything
// else is masked by the GraphQL layer as 'Internal server error'.
import { GraphQLError } from 'graphql';

export type MagentoCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

function magentoError(category: MagentoCategory, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category } });
}

export const inputError = (message: string) => magentoError('graphql-input', message);
export const noSuchEntity = (message: string) => magentoError('graphql-no-such-entity', message);
export const authorizationError = (message: string) => magentoError('graphql-authorization', message);
export const authenticationError = (message: string) => magentoError('graphql-authentication', message);
export const alreadyExists = (message: string) => magentoError('graphql-already-exists', message);

export const CUSTOMER_NOT_AUTHORIZED = "The current customer isn't authorized.";

export const STORAGE_UNAVAILABLE =
  'The shop cannot save changes right now. Nothing was changed; please try again in a few minutes.';

/**
 * The database cannot keep a change (its file is gone, replaced or read-only, or the disk failed): not Magento's,
 * so a category of its own, and HTTP 503 so monitoring and clients see an outage, not a success.
 */
export const storageUnavailable = () =>
  new GraphQLError(STORAGE_UNAVAILABLE, {
    extensions: { category: 'storage-unavailable', http: { status: 503 } },
  });
