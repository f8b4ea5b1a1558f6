// The app's install counter and push token (custom module Zepp_PushNotifications, SPEC 7.1).
import { gql } from '@apollo/client';

export const INCREMENT_FCM_DOWNLOADS = gql`
  mutation IncrementFcmDownloads {
    IncrementFcmDownloads {
      message
      status
      total
    }
  }
`;

export interface IncrementFcmDownloadsData {
  IncrementFcmDownloads: { message: string | null; status: boolean | null; total: number | null } | null;
}

export const SAVE_FCM_TOKEN = gql`
  mutation SaveFcmToken($token: String!) {
    SaveFcmToken(token: $token) {
      message
      status
    }
  }
`;

export interface SaveFcmTokenData {
  SaveFcmToken: { message: string | null; status: boolean | null } | null;
}
