// What the compare chunk holds: the button and the bar (they share the list's queries and mutations).
export { default as CompareToggle } from './compare-toggle';
export { default as CompareBar } from './compare-bar';
