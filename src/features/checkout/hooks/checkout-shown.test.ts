// A visit that opens on checkout holds the work that waits for the page to settle until the page has shown its
// cart (app/pages.ts). It must not end before the browser has painted that: the held requests and the renders
// their answers start would otherwise land between the commit and the page's largest paint.
import { answer } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { makeTestStore } from '../../../../test/support/render';
import { checkoutShown, preloadCheckoutCart } from './use-checkout-cart';

test("the boot's hold ends two frames after checkout shows its cart, not in the same task", async () => {
  const frames: FrameRequestCallback[] = [];
  const spy = jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => frames.push(callback));
  try {
    server.use(answer('CreateEmptyCart', { cartId: 'c1' }), answer('GetCheckoutCart', { cart: null }));
    const store = makeTestStore();
    let released = false;
    void preloadCheckoutCart(store.dispatch).then(() => (released = true));

    checkoutShown();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false); // no frame yet: the commit that shows the cart has not been painted

    frames.splice(0).forEach((frame) => frame(performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false); // painted once: the largest paint may still be on its way
    frames.splice(0).forEach((frame) => frame(performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(true);
  } finally {
    spy.mockRestore();
  }
});
