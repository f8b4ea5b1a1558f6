// The returns feature's two pages in one route chunk (as the bills' pages): the first-route budget has no room
// for two lazy entries in the router, and the form leads to My Returns.
import MyReturnsPage from './my-returns-page';
import ReturnPage from './return-page';

const PAGES = { form: ReturnPage, list: MyReturnsPage } as const;

export type ReturnsPageName = keyof typeof PAGES;

export default function ReturnsPages({ page }: { page: ReturnsPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
