// The bills feature's three pages in one route chunk: the first-route budget has no room for three lazy entries
// in the router, and the pages follow one another (/setu → gateway → return → /bills-and-recharge).
import BillHistoryPage from './bill-history-page';
import BillReturnPage from './bill-return-page';
import SetuPage from './setu-page';

const PAGES = {
  setu: SetuPage,
  history: BillHistoryPage,
  paymentReturn: BillReturnPage,
} as const;

export type BillsPageName = keyof typeof PAGES;

export default function BillsPages({ page }: { page: BillsPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
