/** The phone country the OTP forms start with; its own module, so the store does not bring the phone helpers. */
export interface SelectedCountry {
  code: string;
  callingCode: string;
}

export const DEFAULT_COUNTRY: SelectedCountry = { code: 'US', callingCode: '1' };
