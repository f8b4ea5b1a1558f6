// Compare: the button product cards and the product page show, and the bar the shell shows, each a small
// loader of the compare chunk (a module each, so a card's chunk carries only the button's). The compare page
// is a route the router loads on demand by path.
export { CompareButton } from './components/compare-button';
export { CompareBar } from './components/compare-bar-slot';
export type { CompareItem } from './compare-item';
