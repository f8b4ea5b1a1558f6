// Buying (issue 9) beyond checkout.spec.ts: each gateway's payment fails on its hosted page, comes back saying
// so with the cart's items kept, and is retried to paid, on phone and desktop, as a returning shopper (the
// service worker controls the page, and the hosted page is the server's, never the app shell); a reload
// mid-checkout resumes at the step the shopper was on with what they typed; and (@guest-cart: the
// GUEST_CART_ALLOWED=true build on its own server, see playwright.config.ts) a guest buys with cash on
// delivery. Each test has its own new customer (support/customers.ts). cart.spec.ts covers the coupon in the
// totals and axe on the cart; checkout.spec.ts cash on delivery and ten fast clicks.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCustomer, startSignedIn } from './support/customers';
import { asReturningShopper } from './support/returning-shopper';
import { cartTrigger } from './support/shop';

// Journeys through the product page, four checkout steps and a payment page on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const PRODUCT = {
  url: '/vivo-y58-5g-8gb-ram-128gb.html',
  name: 'vivo Y58 5G (8GB RAM, 128GB)',
};

/** What a shopper types into the Indian address form; the pincode fills city and state. */
const TYPED = {
  firstname: 'Meenal',
  lastname: 'Joshi',
  street: '7 Hill Road, Bandra West',
  pincode: '400002',
  telephone: '9820012345',
  city: 'Mumbai',
  state: 'Maharashtra',
};

async function addProduct(page: Page): Promise<void> {
  await page.goto(PRODUCT.url);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${PRODUCT.name} was added to your cart.`)).toBeVisible();
}

async function typeAddress(page: Page): Promise<void> {
  const form = page.getByRole('region', { name: 'Shipping address' });
  await form.getByLabel('First name').fill(TYPED.firstname);
  await form.getByLabel('Last name').fill(TYPED.lastname);
  await form.getByLabel('Flat, house no., building, street').fill(TYPED.street);
  await form.getByLabel('Pincode').fill(TYPED.pincode);
  await expect(form.getByLabel('City')).toHaveValue(TYPED.city);
  await expect(form.getByLabel('State')).toHaveValue('MH');
  await form.getByLabel('Mobile number').fill(TYPED.telephone);
}

/** A way to pay: a gateway's option under its provider's name, or one on its own (cash on delivery). */
type Payment = string | { provider: string; option: string };

/** From the accepted address: the first shipping method, then `payment`, to the review. */
async function methodAndPayment(page: Page, payment: Payment): Promise<void> {
  await page
    .getByRole('region', { name: 'Shipping method' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const pay = page.getByRole('region', { name: 'Billing and payment' });
  const radio =
    typeof payment === 'string'
      ? pay.getByRole('radio', { name: payment, exact: true })
      : pay
          .getByRole('group', { name: payment.provider })
          .getByRole('radio', { name: payment.option, exact: true });
  await radio.check();
  await pay.getByRole('button', { name: 'Continue' }).click();
}

/** A signed-in customer's saved address, then `payment`, then Place order. */
async function placeWithSavedAddress(page: Page, payment: Payment): Promise<void> {
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByRole('radio', { name: /Bengaluru/ })).toBeChecked();
  await shipping.getByRole('button', { name: 'Deliver to this address' }).click();
  await methodAndPayment(page, payment);
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** Each gateway (SPEC 9): the option first chosen, which fails, and the one the retry pays with. */
const GATEWAYS = [
  { code: 'razorpay', name: 'Razorpay', first: 'UPI', retry: 'Credit card' },
  { code: 'payu', name: 'PayU', first: 'UPI', retry: 'Netbanking' },
];

for (const gateway of GATEWAYS) {
  test(`a returning shopper's ${gateway.name} payment fails, comes back with the items kept, and is retried to paid @responsive`, async ({
    page,
    request,
    isMobile,
  }) => {
    const customer = await createCustomer(request, `gateway-${gateway.code}`, { address: true });
    await startSignedIn(page, customer.token);
    await asReturningShopper(page);
    await addProduct(page);
    await page.goto('/checkout');
    await placeWithSavedAddress(page, { provider: gateway.name, option: gateway.first });

    // The gateway's own page (the server's, not the app shell), open on the way to pay chosen at checkout.
    await expect(page).toHaveURL(new RegExp(`/sandbox/${gateway.code}/pay/[0-9a-f]{48}\\?method=`));
    await expect(page.getByRole('heading', { level: 1, name: `${gateway.name} (sandbox)` })).toBeVisible();
    await expect(page.getByRole('radio', { name: gateway.first, exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Fail this payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/${gateway.code}/checkout/success/\\d+$`));
    await expect(page.getByRole('alert')).toHaveText(
      'Your payment did not go through, and the order was cancelled.',
    );
    await expect(page.getByText('The items are back in your cart.')).toBeVisible();
    await expect(cartTrigger(page, 1, isMobile)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await placeWithSavedAddress(page, { provider: gateway.name, option: gateway.retry });
    await expect(page.getByRole('radio', { name: gateway.retry, exact: true })).toBeChecked();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Items' }).getByText(PRODUCT.name)).toBeVisible();
  });
}

test('a reload mid-checkout resumes at the step the shopper was on, with what they typed', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'reload'); // no saved address: the form is shown
  await startSignedIn(page, customer.token);
  await addProduct(page);
  await page.goto('/checkout');
  await typeAddress(page);

  // Mid-typing: the form comes back as it was.
  await page.reload();
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByLabel('Flat, house no., building, street')).toHaveValue(TYPED.street);
  await expect(shipping.getByLabel('City')).toHaveValue(TYPED.city);
  await expect(shipping.getByLabel('Mobile number')).toHaveValue(TYPED.telephone);
  await shipping.getByRole('button', { name: 'Deliver to this address' }).click();
  await page
    .getByRole('region', { name: 'Shipping method' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const pay = page.getByRole('region', { name: 'Billing and payment' });
  await expect(pay.getByRole('radio', { name: 'Cash on delivery', exact: true })).toBeVisible();

  // Two steps on: the page opens at the payment step, the address as typed above it.
  await page.reload();
  await expect(pay.getByRole('radio', { name: 'Cash on delivery', exact: true })).toBeVisible();
  await expect(shipping).toContainText(`${TYPED.firstname} ${TYPED.lastname}, ${TYPED.street}`);
  await expect(shipping).toContainText(`${TYPED.city} ${TYPED.pincode}`);
  await expectNoAxeViolations(page);
  await shipping.getByRole('button', { name: 'Edit Shipping address' }).click();
  await expect(shipping.getByLabel('Flat, house no., building, street')).toHaveValue(TYPED.street);
});

test(
  'guest-cart build: a guest opens the mini-cart and buys with cash on delivery',
  { tag: '@guest-cart' },
  async ({ page }) => {
    await addProduct(page);
    // SPEC 2.4's variant: the guest's cart trigger opens the mini-cart instead of sending them to sign in.
    await cartTrigger(page, 1, false).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer.getByText(PRODUCT.name)).toBeVisible();
    await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const shipping = page.getByRole('region', { name: 'Shipping address' });
    await shipping.getByLabel('Email address').fill('guest.buyer@example.in');
    await typeAddress(page);
    await expectNoAxeViolations(page);
    await shipping.getByRole('button', { name: 'Deliver to this address' }).click();
    await methodAndPayment(page, 'Cash on delivery');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByText(/Your order number is \d{9}\./)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(TYPED.street);
    // A guest is offered an account, prefilled from the order.
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/create-account\?email=guest\.buyer%40example\.in&firstName=Meenal/);
  },
);
