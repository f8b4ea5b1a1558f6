export type OtpType = 'MOBILE' | 'EMAIL';

/** Which custom attribute each verification fills (Zepp_MyAccountOtp). */
export const OTP_ATTRIBUTE: Record<OtpType, string> = { MOBILE: 'mobile_number', EMAIL: 'secondary_email' };

/** SPEC 7.3's verification events (phone, e-mail), each with the step it reached. */
export const VERIFICATION_EVENTS: Record<OtpType, string> = {
  MOBILE: 'phone_verification',
  EMAIL: 'email_verification',
};
