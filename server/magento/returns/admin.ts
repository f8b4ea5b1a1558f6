// What Magento's admin does to a return, for the embedded backend: authorize it, receive the parcel, approve
// (or reject) it, close it. Each checks the return's status and writes in one transaction; the return and its
// items move together, and the customer reads the change in My Returns (and as a comment on the return).
import { magentoTime } from '../clock';
import { inTransaction, type Db } from '../db/connection';
import {
  findReturnByNumber,
  insertReturnComment,
  setReturnItemsStatus,
  setReturnStatus,
  type ReturnItemStatus,
  type ReturnRow,
  type ReturnStatus,
} from '../db/repositories/returns';

export type ReturnAction = 'authorize' | 'receive' | 'approve' | 'reject' | 'close';
export const RETURN_ACTIONS: readonly ReturnAction[] = ['authorize', 'receive', 'approve', 'reject', 'close'];

/** A reason the action was refused; nothing was written. */
export class ReturnActionRefused extends Error {}

interface Step {
  from: readonly ReturnStatus[];
  to: ReturnStatus;
  /** Items in `items[0]` statuses move to `items[1]`. */
  items: [readonly ReturnItemStatus[], ReturnItemStatus];
  comment: string;
}

const STEPS: Record<ReturnAction, Step> = {
  authorize: {
    from: ['pending'],
    to: 'authorized',
    items: [['pending'], 'authorized'],
    comment: 'We authorized your return. Please send the items back to us.',
  },
  receive: {
    from: ['authorized'],
    to: 'received',
    items: [['authorized'], 'received'],
    comment: 'We received your returned items.',
  },
  approve: {
    from: ['received'],
    to: 'approved',
    items: [['received'], 'approved'],
    comment: 'We approved your return.',
  },
  reject: {
    from: ['pending', 'authorized', 'received'],
    to: 'rejected',
    items: [['pending', 'authorized', 'received'], 'rejected'],
    comment: 'We could not accept your return.',
  },
  // Items never received are denied, so their quantity can be asked for again within the window.
  close: {
    from: ['pending', 'authorized', 'received', 'approved', 'rejected'],
    to: 'closed',
    items: [['pending', 'authorized'], 'denied'],
    comment: 'We closed your return.',
  },
};

const PAST: Record<ReturnAction, string> = {
  authorize: 'authorized',
  receive: 'received',
  approve: 'approved',
  reject: 'rejected',
  close: 'closed',
};

/** Applies the action to the return with that number (at `now`, ms) and returns it as it is now. */
export function changeReturn(db: Db, number: string, action: ReturnAction, now = Date.now()): ReturnRow {
  return inTransaction(db, () => {
    const ret = findReturnByNumber(db, number);
    if (!ret) throw new ReturnActionRefused(`No return #${number}.`);
    const step = STEPS[action];
    if (!step.from.includes(ret.status))
      throw new ReturnActionRefused(`Return #${number} is ${ret.status}: it cannot be ${PAST[action]}.`);
    const at = magentoTime(now);
    setReturnStatus(db, ret.return_id, step.to, at);
    setReturnItemsStatus(db, ret.return_id, step.items[0], step.items[1]);
    insertReturnComment(db, {
      return_id: ret.return_id,
      author_name: 'Customer Service',
      text: step.comment,
      created_at: at,
    });
    return findReturnByNumber(db, number)!;
  });
}
