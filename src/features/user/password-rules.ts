// Magento's password rules (AccountManagement::checkPasswordStrength) with its own messages, checked before
// sending: Magento's resetPassword answers a weak password with the same "Cannot set" as a used link, so the
// page says what is wrong with the password first.
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const REQUIRED_CHARACTER_CLASSES = 3;

function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

/** Magento's message for a password it would refuse, or null. */
export function passwordProblem(password: string, email = ''): string | null {
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
  if (email && password.toLowerCase() === email.trim().toLowerCase())
    return "The password can't be the same as the email address. Create a new password and try again.";
  return null;
}
