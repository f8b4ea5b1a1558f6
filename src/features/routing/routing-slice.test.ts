import { makeTestStore } from '../../../test/support/render';
import {
  nextRootComponentSet,
  pageLoadingSet,
  selectIsPageLoading,
  selectNextRootComponent,
} from './routing-slice';

describe('routing slice (SPEC 3 App: set page loading, set next root component)', () => {
  it('sets page loading and the next root component', () => {
    const store = makeTestStore();
    store.dispatch(pageLoadingSet(true));
    store.dispatch(nextRootComponentSet('CATEGORY'));
    expect(selectIsPageLoading(store.getState())).toBe(true);
    expect(selectNextRootComponent(store.getState())).toBe('CATEGORY');
  });
});
