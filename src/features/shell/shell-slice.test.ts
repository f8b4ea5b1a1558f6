import { makeTestStore } from '../../../test/support/render';
import { checkoutReset } from '../checkout';
import {
  drawerClosed,
  drawerToggled,
  errorHandled,
  selectDrawer,
  selectHasBeenOffline,
  selectIsOnline,
  selectUnhandledErrors,
  unhandledErrorLogged,
  wentOffline,
  wentOnline,
} from './shell-slice';

describe('shell slice (SPEC 3 App: toggle drawer, online or offline, mark error handled)', () => {
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
