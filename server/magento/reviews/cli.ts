// `npm run reviews -- list [pending|approved|rejected]`, `npm run reviews -- approve|reject REVIEW_ID...`: the
// operator's moderation of the embedded backend's reviews (moderation.ts), as Magento's admin moderates them.
// New reviews wait as pending until approved; a customer's review of a product they received is approved as it
// is written. Works beside the running server.
import fs from 'node:fs';
import path from 'node:path';
import { magentoTime } from '../clock';
import { DATABASE_FILE, readStandInConfig } from '../config';
import { openDatabase, type Db } from '../db/connection';
import type { ReviewStatus } from '../db/repositories/reviews';
import { moderateReview, reviewQueue, ReviewActionRefused, type ReviewAction } from './moderation';

const USAGE =
  'Usage: npm run reviews -- list [pending|approved|rejected]\n' +
  '       npm run reviews -- approve|reject REVIEW_ID [REVIEW_ID...]';
const STATUSES: readonly string[] = ['pending', 'approved', 'rejected'] satisfies ReviewStatus[];
const ACTIONS: readonly string[] = ['approve', 'reject'] satisfies ReviewAction[];
const PAST: Record<ReviewAction, string> = { approve: 'approved', reject: 'rejected' };

function list(db: Db, status: ReviewStatus): string {
  const reviews = reviewQueue(db, status);
  if (!reviews.length) return `No ${status} reviews.`;
  return reviews
    .map((r) =>
      [
        `#${r.review_id}  ${r.created_at}  ${r.sku}  ${r.product_name}`,
        `    ${r.nickname}${r.verified ? ' (verified purchase)' : ''}${r.customer_id === null ? ' (guest)' : ''}: ${r.ratings || 'no rating'}`,
        `    "${r.title}" ${r.detail.replace(/\s+/g, ' ').slice(0, 160)}`,
      ].join('\n'),
    )
    .join('\n');
}

/** Each review in turn: one refused (unknown, or in that status already) does not stop the others. */
function moderate(db: Db, action: ReviewAction, ids: string[], now: number): string {
  const numbers = ids.map((id) => {
    const number = id.replace(/^#/, '');
    if (!/^\d{1,10}$/.test(number)) throw new ReviewActionRefused(`Not a review id: ${id}\n${USAGE}`);
    return Number(number);
  });
  let refused = false;
  const lines = numbers.map((id) => {
    try {
      return `Review ${moderateReview(db, id, action, magentoTime(now)).review_id} ${PAST[action]}.`;
    } catch (e) {
      if (!(e instanceof ReviewActionRefused)) throw e;
      refused = true;
      return e.message;
    }
  });
  if (refused) throw new ReviewActionRefused(lines.join('\n'));
  return lines.join('\n');
}

export function reviewsCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
): string {
  const [command = '', ...rest] = argv;
  const listing = command === 'list' && rest.length <= 1 && STATUSES.includes(rest[0] ?? 'pending');
  if (!listing && !(ACTIONS.includes(command) && rest.length > 0)) throw new ReviewActionRefused(USAGE);
  const file = path.join(readStandInConfig(env).dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new ReviewActionRefused(`No shop database at ${file}.`);
  const db = openDatabase(file);
  try {
    return listing
      ? list(db, (rest[0] ?? 'pending') as ReviewStatus)
      : moderate(db, command as ReviewAction, rest, now);
  } finally {
    db.close();
  }
}

if (require.main === module) {
  try {
    console.log(reviewsCommand(process.argv.slice(2)));
  } catch (e) {
    console.error(e instanceof ReviewActionRefused ? e.message : e);
    process.exitCode = 1;
  }
}
