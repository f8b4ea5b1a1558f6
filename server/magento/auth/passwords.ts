// Password hashing with node:crypto scrypt (salted; parameters kept in the hash so they can be raised later)
// and Magento's password rules (AccountManagement::checkPasswordStrength).
import crypto from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const REQUIRED_CHARACTER_CLASSES = 3;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const encode = (salt: Buffer, key: Buffer) =>
  `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return encode(salt, await derive(password, salt, N, R, P));
}

/** For the seeder, which runs inside a synchronous transaction. */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(16);
  return encode(salt, crypto.scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

// A well-formed hash of a random password: checking against it when there is no account (or no password)
// costs the same time as a real check, so response times do not reveal which e-mails have accounts.
const DUMMY_HASH = hashPasswordSync(crypto.randomBytes(16).toString('hex'));

/** Constant-time check of a password against a stored hash ('' or malformed never matches). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key, extra] = (stored || DUMMY_HASH).split('$');
  const cost = [Number(n), Number(r), Number(p)] as const;
  const sane = cost.every((x) => Number.isInteger(x) && x > 0) && cost[0] <= 2 ** 20;
  if (scheme !== 'scrypt' || !salt || !key || extra !== undefined || !sane) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), ...cost);
  const match = actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
  return match && stored !== '';
}

function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

/** Magento's password-strength message for a password, or null when it is strong enough. */
export function passwordStrengthError(password: string): string | null {
  const length = [...password].length;
  if (length > MAX_PASSWORD_LENGTH)
    return `Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters. Create a new password and try again.`;
  if (password.trim() !== password)
    return "The password can't begin or end with a space. Verify the password and try again.";
  if (characterClasses(password) < REQUIRED_CHARACTER_CLASSES)
    return (
      `Minimum of different classes of characters in password is ${REQUIRED_CHARACTER_CLASSES}. ` +
      'Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'
    );
  return null;
}

export const PASSWORD_SAME_AS_EMAIL =
  "The password can't be the same as the email address. Create a new password and try again.";
