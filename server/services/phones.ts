/** Phone numbers as the platform keys them: the dialing code and the national number without trunk zeros. */
export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** '09171234567' and '9171234567' are the same Philippine number. */
export function nationalNumber(mobileNum: string): string {
  return mobileNum.trim().replace(/^0+/, '');
}

export function numberKey(phone: PhoneNumber): string {
  return `${phone.countryDialingCode.trim()}:${nationalNumber(phone.mobileNum)}`;
}

/** +<code><number>: the subject the phone verification service vouches for. */
export function e164(phone: PhoneNumber): string {
  return `+${phone.countryDialingCode.trim()}${nationalNumber(phone.mobileNum)}`;
}
