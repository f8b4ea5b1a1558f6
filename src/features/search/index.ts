// The search feature's public surface: the header search box (the search page is lazy-loaded by the router).
export { SearchBox } from './components/search-box';
export { SEARCH_PATH, QUERY_PARAM } from './constants';
export { searchReducer, type SearchState } from './search-slice';
