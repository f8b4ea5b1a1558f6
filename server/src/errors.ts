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
