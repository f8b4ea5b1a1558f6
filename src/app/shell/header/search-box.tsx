// The header search box with suggestions lives in the search feature.
export { SearchBox } from '../../../features/search';
