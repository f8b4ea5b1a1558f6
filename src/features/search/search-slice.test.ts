import { makeTestStore } from '../../../test/support/render';
import { executeSearch, selectSearchQuery } from './search-slice';

describe('search slice (SPEC 3 App: execute search)', () => {
  it('executing a search records the trimmed query and opens the search page', async () => {
    const store = makeTestStore();
    const navigate = jest.fn();
    await store.dispatch(executeSearch({ query: '  iphone 15 ', navigate }));
    expect(selectSearchQuery(store.getState())).toBe('iphone 15');
    expect(navigate).toHaveBeenCalledWith('/search.html?query=iphone+15');
  });
});
