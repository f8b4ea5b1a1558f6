import { makeTestStore } from '../../test/support/render';
import {
  drawerClosed,
  drawerToggled,
  errorHandled,
  executeSearch,
  nextRootComponentSet,
  pageLoadingSet,
  searchToggled,
  selectDrawer,
  selectHasBeenOffline,
  selectIsOnline,
  selectIsPageLoading,
  selectNextRootComponent,
  selectSearchOpen,
  selectSearchQuery,
  selectUnhandledErrors,
  unhandledErrorLogged,
  wentOffline,
  wentOnline,
} from './app-slice';
import { checkoutReset } from '../features/checkout';

describe('app slice', () => {
  it('opens a drawer by name, toggles it shut, and closes it', () => {
    const store = makeTestStore();
    store.dispatch(drawerToggled('nav'));
    expect(selectDrawer(store.getState())).toBe('nav');
    store.dispatch(drawerToggled('cart'));
    expect(selectDrawer(store.getState())).toBe('cart');
    store.dispatch(drawerToggled('cart'));
    expect(selectDrawer(store.getState())).toBeNull();
    store.dispatch(drawerToggled('nav'));
    store.dispatch(drawerClosed());
    expect(selectDrawer(store.getState())).toBeNull();
  });

  it('closes the drawer when checkout is reset', () => {
    const store = makeTestStore();
    store.dispatch(drawerToggled('cart'));
    store.dispatch(checkoutReset());
    expect(selectDrawer(store.getState())).toBeNull();
  });

  it('tracks online and offline, remembering that it has been offline', () => {
    const store = makeTestStore();
    expect(selectIsOnline(store.getState())).toBe(true);
    expect(selectHasBeenOffline(store.getState())).toBe(false);
    store.dispatch(wentOffline());
    expect(selectIsOnline(store.getState())).toBe(false);
    store.dispatch(wentOnline());
    expect(selectIsOnline(store.getState())).toBe(true);
    expect(selectHasBeenOffline(store.getState())).toBe(true);
  });

  it('starts offline (and flagged) when the browser is offline at load', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = makeTestStore();
    expect(selectIsOnline(store.getState())).toBe(false);
    expect(selectHasBeenOffline(store.getState())).toBe(true);
    jest.restoreAllMocks();
  });

  it('toggles search, and executing one closes it and opens the search page', async () => {
    const store = makeTestStore();
    store.dispatch(searchToggled());
    expect(selectSearchOpen(store.getState())).toBe(true);
    const navigate = jest.fn();
    await store.dispatch(executeSearch({ query: '  iphone 15 ', navigate }));
    expect(selectSearchOpen(store.getState())).toBe(false);
    expect(selectSearchQuery(store.getState())).toBe('iphone 15');
    expect(navigate).toHaveBeenCalledWith('/search.html?query=iphone+15');
  });

  it('sets page loading and the next root component', () => {
    const store = makeTestStore();
    store.dispatch(pageLoadingSet(true));
    store.dispatch(nextRootComponentSet('CATEGORY'));
    expect(selectIsPageLoading(store.getState())).toBe(true);
    expect(selectNextRootComponent(store.getState())).toBe('CATEGORY');
  });

  it('logs unhandled errors with an id and forgets them once handled', () => {
    const store = makeTestStore();
    store.dispatch(unhandledErrorLogged(new Error('boom')));
    store.dispatch(unhandledErrorLogged('plain failure'));
    const [first, second] = selectUnhandledErrors(store.getState());
    expect(first).toMatchObject({ message: 'boom', id: expect.any(String) });
    expect(second).toMatchObject({ message: 'plain failure' });
    expect(first?.id).not.toBe(second?.id);
    store.dispatch(errorHandled(first!.id));
    expect(selectUnhandledErrors(store.getState())).toEqual([second]);
  });
});
