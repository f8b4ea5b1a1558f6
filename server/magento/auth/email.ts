// E-mail address syntax, as strict as Magento's validator where it matters: one @, a dotted domain with a
// letter TLD, no spaces, RFC 5321 lengths. Like Magento, the local part may hold non-ASCII characters
// ('jØrgen@…', '“name”@…').
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  const [local = ''] = value.split('@');
  return (
    value.length <= 254 &&
    local.length <= 64 &&
    !local.startsWith('.') &&
    !local.includes('..') &&
    EMAIL.test(value)
  );
}
