// Its own file: only the first catch-all render of a page load can use a page type the server inlined.
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  delete window.INLINED_PAGE_TYPE;
});

test('when the server inlined the page type, the first load stays blank instead of showing a placeholder', async () => {
  useRealShop();
  window.INLINED_PAGE_TYPE = 'CATEGORY';
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const route = {
    __typename: 'CategoryTree',
    relative_url: 'audio.html',
    redirect_code: 0,
    type: 'CATEGORY',
    uid: 'MTk=',
    name: 'Audio',
  };
  server.use(graphql.query('ResolveUrl', () => held.then(() => HttpResponse.json({ data: { route } }))));
  renderApp('/audio.html');

  expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeEmptyDOMElement();
  expect(screen.queryByText('Fetching Data...')).not.toBeInTheDocument();
  release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
});
