// Marking a notification read (custom mutation of Zepp_Notifications), apart from the drawer's queries: a
// link with ?nid= on any page loads it on its own, without them (../index.ts).
import { gql } from '@apollo/client';

export const MARK_NOTIFICATION_READ = gql`
  mutation MarkNotificationRead($id: Int!) {
    UpdateNotificationReadStatus(id: $id) {
      message
      success
    }
  }
`;

export interface MarkNotificationReadData {
  UpdateNotificationReadStatus: { message: string | null; success: boolean | null } | null;
}
