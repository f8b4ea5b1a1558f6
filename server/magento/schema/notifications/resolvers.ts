import type { RequestContext } from '../../context';
import { authorizationError, CUSTOMER_NOT_AUTHORIZED } from '../../errors';
import {
  listNotifications,
  markNotificationRead,
  type NotificationRow,
} from '../../db/repositories/notifications';
import { recordAppDownload, saveFcmToken } from '../../db/repositories/fcm';
import { nowMs } from '../../clock';
import { requireCustomer } from '../../auth/require-customer';
import type { Resolvers } from '../module';

// FCM registration tokens are long URL-safe strings; anything else is refused before it is stored.
const FCM_TOKEN = /^[A-Za-z0-9_:.-]{20,4096}$/;

export const resolvers: Resolvers = {
  Query: {
    CustomerNotifications: (
      _: unknown,
      { customerId }: { customerId?: number | null },
      ctx: RequestContext,
    ) => {
      const own = requireCustomer(ctx);
      // The storefront passes its customer id; another customer's list is never returned.
      if (customerId != null && customerId !== own) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
      return listNotifications(ctx.db, own);
    },
  },
  Mutation: {
    UpdateNotificationReadStatus: (_: unknown, { id }: { id: number }, ctx: RequestContext) => {
      const marked = markNotificationRead(ctx.db, requireCustomer(ctx), id);
      return marked
        ? { success: true, message: 'Notification marked as read.' }
        : { success: false, message: 'Notification not found.' };
    },
    SaveFcmToken: (_: unknown, { token }: { token: string }, ctx: RequestContext) => {
      const customerId = requireCustomer(ctx);
      if (!FCM_TOKEN.test(token.trim())) return { status: false, message: 'Invalid FCM token.' };
      saveFcmToken(ctx.db, customerId, token.trim(), nowMs(ctx.config));
      return { status: true, message: 'Token saved successfully.' };
    },
    IncrementFcmDownloads: (_: unknown, __: unknown, ctx: RequestContext) => ({
      status: true,
      message: 'Download count updated.',
      total: recordAppDownload(ctx.db, nowMs(ctx.config)),
    }),
  },
  CustomerNotification: {
    id: (n: NotificationRow) => n.notification_id,
    is_read: (n: NotificationRow) => n.is_read === 1,
  },
};
