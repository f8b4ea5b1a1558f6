// /account-information through the whole app against the real in-process shop: the name (and the header's
// chip following it), a new mobile number and personal e-mail confirmed by the OTP from the shop's outbox, and
// the password change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { readOutbox } from '../../../../server/magento/outbox/outbox';

jest.setTimeout(30_000);

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

async function openAccountPage() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-page-test-'));
  dataDirs.push(dataDir);
  const shop = useRealShop({ dataDir }); // eslint-disable-line react-hooks/rules-of-hooks -- not a React hook
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/account-information', { services: { storage } });
  await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 15_000 });
  const otpFor = (to: string) =>
    /\b(\d{6})\b/.exec(readOutbox({ dataDir }, to).at(-1)?.text ?? '')?.[1] ?? '';
  return { shop, user, otpFor };
}

const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);

test('a new name is saved and the header greets the customer by it at once', async () => {
  const { shop, user } = await openAccountPage();
  const first = await screen.findByRole('textbox', { name: 'First name' });
  await waitFor(() => expect(first).toHaveValue('Aarav'));
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Aarav' })).toBeInTheDocument();

  await user.clear(first);
  await user.type(first, 'Vihaan');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Your name has been saved.')).toHaveAttribute('role', 'status');
  expect(
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Hi, Vihaan' }),
  ).toBeInTheDocument();
  const row = shop.db.prepare("SELECT firstname FROM customers WHERE email = 'demo@example.in'").get();
  expect(row).toEqual({ firstname: 'Vihaan' });
});

test('an empty name is refused before anything is sent', async () => {
  const { shop, user } = await openAccountPage();
  const last = await screen.findByRole('textbox', { name: 'Last name' });
  await waitFor(() => expect(last).not.toHaveValue(''));
  await user.clear(last);
  await user.type(last, '   ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your first and last name.');
  const row = shop.db.prepare("SELECT lastname FROM customers WHERE email = 'demo@example.in'").get();
  expect(row).not.toEqual({ lastname: '' });
});

test('a new mobile number is confirmed with the OTP sent to it; a wrong OTP is refused', async () => {
  const { user, otpFor } = await openAccountPage();
  const mobile = screen.getByRole('region', { name: 'Mobile number' });
  await user.type(within(mobile).getByRole('textbox', { name: 'New mobile number' }), '9123456789');
  await user.click(within(mobile).getByRole('button', { name: 'Send OTP' }));
  expect(await within(mobile).findByRole('status')).toHaveTextContent('OTP sent to 91XXXXXX89.');
  expect(events('phone verification')).toEqual([expect.objectContaining({ verification_step: 'otp_sent' })]);

  const code = otpFor('9123456789');
  expect(code).toMatch(/^\d{6}$/);
  const otpBox = within(mobile).getByRole('textbox', { name: 'One-time password' });
  await user.type(otpBox, code === '000000' ? '111111' : '000000');
  await user.click(within(mobile).getByRole('button', { name: 'Verify' }));
  expect(await within(mobile).findByRole('alert')).toHaveTextContent('The OTP you entered is incorrect.');
  expect(events('phone verification').at(-1)).toEqual(
    expect.objectContaining({ verification_step: 'failed' }),
  );

  await user.clear(otpBox);
  await user.type(otpBox, code);
  await user.click(within(mobile).getByRole('button', { name: 'Verify' }));
  expect(await within(mobile).findByRole('status')).toHaveTextContent(
    'Your mobile number has been verified.',
  );
  expect(await within(mobile).findByText('9123456789')).toBeInTheDocument();
  expect(events('phone verification').at(-1)).toEqual(
    expect.objectContaining({ verification_step: 'verified' }),
  );
});

test('a personal e-mail is confirmed with the OTP e-mailed to it', async () => {
  const { user, otpFor } = await openAccountPage();
  const email = screen.getByRole('region', { name: 'Personal e-mail' });
  await user.type(
    within(email).getByRole('textbox', { name: 'New personal e-mail' }),
    'aarav.new@example.in',
  );
  await user.click(within(email).getByRole('button', { name: 'Send OTP' }));
  expect(await within(email).findByRole('status')).toHaveTextContent('OTP sent to');
  await user.type(
    within(email).getByRole('textbox', { name: 'One-time password' }),
    otpFor('aarav.new@example.in'),
  );
  await user.click(within(email).getByRole('button', { name: 'Verify' }));
  expect(await within(email).findByText('aarav.new@example.in')).toBeInTheDocument();
  expect(events('email verification').map((e) => e.verification_step)).toEqual(['otp_sent', 'verified']);
});

test('the password changes with the right current password; Magento’s message for a wrong one', async () => {
  const { shop, user } = await openAccountPage();
  const form = screen.getByRole('region', { name: 'Change password' });
  const fill = async (current: string, next: string) => {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm new password', next],
    ] as const) {
      const box = within(form).getByLabelText(label);
      await user.clear(box);
      await user.type(box, value);
    }
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
  };

  await fill('Wrong@1234', 'Better@5678');
  expect(await within(form).findByRole('alert')).toHaveTextContent(/password/i);
  await fill('Demo@1234', 'Better@5678');
  expect(await within(form).findByRole('status')).toHaveTextContent('Your password has been changed.');
  const signIn = await shop.gql<{ generateCustomerToken: { token: string } | null }>(
    'mutation { generateCustomerToken(email: "demo@example.in", password: "Better@5678") { token } }',
  );
  expect(signIn.data?.generateCustomerToken?.token).toBeTruthy();
});
