export type OtpType = 'MOBILE' | 'EMAIL';

/** Which custom attribute each verification fills (Zepp_MyAccountOtp). */
export const OTP_ATTRIBUTE: Record<OtpType, string> = { MOBILE: 'mobile_number', EMAIL: 'secondary_email' };

/** SPEC 7.3's verification events (phone, e-mail), each with the step it reached. */
export const VERIFICATION_EVENTS: Record<OtpType, string> = {
  MOBILE: 'phone verification',
  EMAIL: 'email verification',
};

/** The notification preferences of /communications: custom attributes of the customer, '1' or '0'. */
export const PREFERENCE_CODES = ['notify_order_updates', 'notify_offers'] as const;
export type PreferenceCode = (typeof PREFERENCE_CODES)[number];
