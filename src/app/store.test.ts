// Checkout's slice joins the store when checkout's code loads (lib/lazy-slices.ts): a store made before that
// (the app's, at start-up) reads checkout as its initial state, then keeps what the checkout steps dispatch.
// Isolated modules: elsewhere in a test run the checkout code is already loaded.
it('injects checkout when its code loads, into a store that already exists', async () => {
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('./store');
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('checkout');

    const checkout = await import('../features/checkout/checkout-slice');
    expect(checkout.selectCheckout(store.getState())).toEqual(checkout.initialCheckoutState());
    expect(checkout.selectIsSubmitting(store.getState())).toBe(false);

    store.dispatch(checkout.paymentMethodAccepted({ code: 'upi' }));
    expect(store.getState().checkout?.paymentCode).toBe('upi');
    expect(checkout.selectStepStatus('paymentMethod')(store.getState())).toBe('succeeded');

    // SPEC 4: reset clears checkout and closes the drawer.
    const { drawerToggled } = await import('../features/shell');
    store.dispatch(drawerToggled('cart'));
    store.dispatch(checkout.checkoutReset());
    expect(store.getState().checkout?.paymentCode).toBe('');
    expect(store.getState().shell.drawer).toBeNull();
  });
});
