// The search feature's client state (SPEC 3 "App: execute search"): the last query searched, so the header's
// search box shows it again on the next page.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createServiceThunk } from '../../lib/services';
import { QUERY_PARAM, SEARCH_PATH } from './constants';

export interface SearchState {
  query: string;
}

const searchSlice = createSlice({
  name: 'search',
  initialState: (): SearchState => ({ query: '' }),
  reducers: {
    searchExecuted(state, { payload }: PayloadAction<string>) {
      state.query = payload;
    },
  },
});

export const { searchExecuted } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;

/** Records the query and opens the search page for it. */
export const executeSearch = createServiceThunk(
  'search/executeSearch',
  ({ query, navigate }: { query: string; navigate: (to: string) => void }, { dispatch }) => {
    const trimmed = query.trim();
    dispatch(searchExecuted(trimmed));
    navigate(`${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: trimmed })}`);
  },
);

export const selectSearchQuery = (state: { search: SearchState }) => state.search.query;
