// My Account verification: OTPs through the outbox (SMS for phones, e-mail otherwise), expiry, limited
// attempts and resends, and institute codes.
import { customerShop, errorsOf, PRIYA } from './helpers';

const SEND = 'mutation($i: SendMyAccOtpInput!) { sendMyAccOtp(input: $i) { message success } }';
const VERIFY = 'mutation($i: VerifyMyAccOtpInput!) { verifyMyAccOtp(input: $i) { message success } }';
const ATTRIBUTES = '{ customer { custom_attributes { code ... on AttributeValue { value } } } }';

async function setUp() {
  const shop = customerShop();
  const token = await shop.signIn();
  const send = async (type: string, value: string) =>
    (await shop.as(token, SEND, { i: { type, value } })).data.sendMyAccOtp;
  const verify = async (type: string, value: string, otp: string) =>
    (await shop.as(token, VERIFY, { i: { type, value, otp } })).data.verifyMyAccOtp;
  /** The code in the newest message to `to`. */
  const code = (to: string) => /\b(\d{6})\b/.exec(shop.outbox(to).at(-1)?.text ?? '')?.[1] ?? '';
  return { shop, token, send, verify, code };
}

describe('My Account OTP', () => {
  it('verifies a new mobile number by SMS and saves it as mobile_number', async () => {
    const { shop, token, send, verify, code } = await setUp();
    expect(await send('MOBILE', '+91 91234 56789')).toEqual({
      success: true,
      message: 'OTP sent to 91XXXXXX89.',
    });
    const sms = shop.outbox('9123456789');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', template: 'otp' });
    expect(await verify('MOBILE', '9123456789', code('9123456789'))).toEqual({
      success: true,
      message: 'Your mobile number has been verified.',
    });
    const attributes = (await shop.as(token, ATTRIBUTES)).data.customer.custom_attributes;
    expect(attributes).toContainEqual({ code: 'mobile_number', value: '9123456789' });
    expect(await verify('MOBILE', '9123456789', code('9123456789'))).toEqual({
      success: false,
      message: 'Please request an OTP first.',
    });
  });

  it('verifies a personal e-mail as secondary_email', async () => {
    const { shop, token, send, verify, code } = await setUp();
    expect((await send('EMAIL', 'Aarav.Home@Example.in')).success).toBe(true);
    expect(shop.outbox('aarav.home@example.in')[0]?.channel).toBe('email');
    expect((await verify('EMAIL', 'aarav.home@example.in', code('aarav.home@example.in'))).success).toBe(
      true,
    );
    expect((await shop.as(token, ATTRIBUTES)).data.customer.custom_attributes).toContainEqual({
      code: 'secondary_email',
      value: 'aarav.home@example.in',
    });
  });

  it('allows 5 wrong tries, then asks for a new OTP', async () => {
    const { shop, token, send, verify, code } = await setUp();
    await send('MOBILE', '9123456789');
    const right = code('9123456789');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(await verify('MOBILE', '9123456789', wrong)).toEqual({
        success: false,
        message: 'The OTP you entered is incorrect.',
      });
    expect((await verify('MOBILE', '9123456789', right)).message).toBe(
      'Too many incorrect attempts. Please request a new OTP.',
    );
    expect((await shop.as(token, ATTRIBUTES)).data.customer.custom_attributes).toContainEqual({
      code: 'mobile_number',
      value: '9876543210',
    });
  });

  it('expires after 10 minutes; resends wait 30 s; at most 5 an hour', async () => {
    const { shop, send, verify, code } = await setUp();
    await send('MOBILE', '9123456789');
    expect((await send('MOBILE', '9123456789')).message).toBe(
      'Please wait 30 seconds before requesting another OTP.',
    );
    shop.clock.advance(10 * 60 * 1000);
    expect((await verify('MOBILE', '9123456789', code('9123456789'))).message).toBe(
      'The OTP has expired. Please request a new one.',
    );
    for (let i = 0; i < 4; i++) {
      shop.clock.advance(31 * 1000);
      expect((await send('MOBILE', '9123456789')).success).toBe(true);
    }
    shop.clock.advance(31 * 1000);
    expect((await send('MOBILE', '9123456789')).message).toBe(
      'Too many OTP requests. Please try again in an hour.',
    );
    expect(shop.outbox('9123456789')).toHaveLength(5);
  });

  it.each([
    ['MOBILE', '12345', 'Please enter a valid 10-digit mobile number.'],
    ['MOBILE', '9447012345', 'This mobile number is already linked to another account.'],
    ['EMAIL', 'nope', 'Please enter a valid email address.'],
    ['INSTITUTE_EMAIL', 'me@gmail.com', 'This e-mail address does not belong to a partner institute.'],
  ])('refuses %s %j without sending anything', async (type, value, message) => {
    const { shop, send } = await setUp();
    expect(await send(type, value)).toEqual({ success: false, message });
    expect(shop.outbox()).toEqual([]);
  });

  it('verifies an institute e-mail on a partner domain', async () => {
    const { send, verify, code } = await setUp();
    expect((await send('INSTITUTE_EMAIL', 'cs21b001@smail.iitm.ac.in')).success).toBe(true);
    expect(
      await verify('INSTITUTE_EMAIL', 'cs21b001@smail.iitm.ac.in', code('cs21b001@smail.iitm.ac.in')),
    ).toEqual({
      success: true,
      message: 'Your institute e-mail has been verified.',
    });
  });

  it('refuses a malformed OTP and guests', async () => {
    const { shop, send, verify } = await setUp();
    await send('MOBILE', '9123456789');
    expect((await verify('MOBILE', '9123456789', '12ab')).message).toBe('Please enter the 6-digit OTP.');
    expect(errorsOf(await shop.gql(SEND, { i: { type: 'MOBILE', value: '9123456789' } }))[0]?.category).toBe(
      'graphql-authorization',
    );
    const priya = await shop.signIn(PRIYA);
    // Priya cannot use the OTP sent to Aarav.
    const stolen = /\b(\d{6})\b/.exec(shop.outbox('9123456789')[0]!.text)![1];
    expect(
      (await shop.as(priya, VERIFY, { i: { type: 'MOBILE', value: '9123456789', otp: stolen } })).data
        .verifyMyAccOtp.success,
    ).toBe(false);
  });
});

describe('verifyInstituteCode', () => {
  const VERIFY_CODE = 'mutation($c: String!) { verifyInstituteCode(code: $c) { message success } }';
  const codeOf = (shop: Awaited<ReturnType<typeof setUp>>['shop'], name: string) =>
    (
      shop.db.prepare('SELECT code FROM institute_codes WHERE institute_name = ?').get(name) as {
        code: string;
      }
    ).code;

  it('accepts a partner code and refuses others', async () => {
    const { shop, token } = await setUp();
    const check = async (code: string) =>
      (await shop.as(token, VERIFY_CODE, { c: code })).data.verifyInstituteCode;
    const code = codeOf(shop, 'Indian Institute of Technology Madras');
    expect(await check(code.toLowerCase())).toEqual({
      success: true,
      message: 'Verified: Indian Institute of Technology Madras (student plan).',
    });
    expect(await check('FAKE123')).toEqual({ success: false, message: 'This institute code is not valid.' });
  });

  it('has seeded codes nobody can guess: no longer the institute and a year', async () => {
    const { shop, token } = await setUp();
    const code = codeOf(shop, 'Indian Institute of Technology Madras');
    expect(code).toMatch(/^IITM-[0-9A-HJKMNP-TV-Z]{10}$/);
    for (const guess of ['IITM2026', 'DU2026', 'BITS2026', 'INFYEMP', 'TCSEMP'])
      expect((await shop.as(token, VERIFY_CODE, { c: guess })).data.verifyInstituteCode.success).toBe(false);
  });

  it('stops guessing: after 10 wrong codes in an hour even the right one waits', async () => {
    const { shop, token } = await setUp();
    const check = async (code: string) =>
      (await shop.as(token, VERIFY_CODE, { c: code })).data.verifyInstituteCode;
    for (let i = 0; i < 10; i++) expect((await check(`GUESS-${i}`)).success).toBe(false);
    const right = codeOf(shop, 'BITS Pilani');
    expect(await check(right)).toEqual({
      success: false,
      message: 'Too many incorrect institute codes. Please try again in an hour.',
    });
    shop.clock.advance(60 * 60 * 1000 + 1);
    const later = await shop.signIn(); // the first token's hour is over too
    expect((await shop.as(later, VERIFY_CODE, { c: right })).data.verifyInstituteCode.success).toBe(true);
  });
});
