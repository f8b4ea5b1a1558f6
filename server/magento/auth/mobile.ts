/** An Indian mobile number as 10 digits (drops spaces, dashes, +91 or a leading 0), or null. */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
