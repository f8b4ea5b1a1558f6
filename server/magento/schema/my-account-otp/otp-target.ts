// What an OTP is sent to: the value normalised per type, or the message saying why it cannot be used.
import type { Db } from '../../db/connection';
import { mobileTaken } from '../../db/repositories/customers';
import { findInstituteByEmailDomain, type InstituteCodeRow } from '../../db/repositories/otp';
import { isValidEmail } from '../../auth/email';
import { normaliseMobile } from '../../auth/mobile';

export type OtpType = 'EMAIL' | 'INSTITUTE_EMAIL' | 'MOBILE';

export type Target =
  { ok: true; value: string; institute?: InstituteCodeRow } | { ok: false; message: string };

/** The institute whose e-mail domain (or a parent domain of it) the address uses. */
function instituteOf(db: Db, email: string): InstituteCodeRow | undefined {
  const labels = email.split('@')[1]!.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const institute = findInstituteByEmailDomain(db, labels.slice(i).join('.'));
    if (institute) return institute;
  }
  return undefined;
}

export function otpTarget(db: Db, customerId: number, type: OtpType, raw: string): Target {
  const value = raw.trim();
  if (type === 'MOBILE') {
    const mobile = normaliseMobile(value);
    if (!mobile) return { ok: false, message: 'Please enter a valid 10-digit mobile number.' };
    if (mobileTaken(db, mobile, customerId))
      return { ok: false, message: 'This mobile number is already linked to another account.' };
    return { ok: true, value: mobile };
  }
  if (!isValidEmail(value)) return { ok: false, message: 'Please enter a valid email address.' };
  const email = value.toLowerCase();
  if (type === 'EMAIL') return { ok: true, value: email };
  const institute = instituteOf(db, email);
  if (!institute)
    return { ok: false, message: 'This e-mail address does not belong to a partner institute.' };
  return { ok: true, value: email, institute };
}

/** 98XXXXXX10 / a****@example.in: enough for the customer to recognise, not enough to harvest. */
export function maskTarget(type: OtpType, value: string): string {
  if (type === 'MOBILE') return `${value.slice(0, 2)}XXXXXX${value.slice(-2)}`;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}
