// The home feature's public surface: the home page (a route of its own, loaded on demand) and the coin name.
export { coinName } from './constants';
