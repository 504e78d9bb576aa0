import { parsePhoneNumberWithError, ParseError, type PhoneNumber } from 'libphonenumber-js/max';
import type { ProjectConfig } from '../config/defaults';
import { ApiError } from '../errors';

/** E.164: a plus sign, a calling code that does not start with 0, at most 15 digits in all; nothing else. */
const E164 = /^\+[1-9]\d{1,14}$/;

const invalidNumber = (detail: string) =>
  new ApiError(
    'invalid_phone_number',
    `Phone number format is invalid. Ensure the phone number is in the E.164 format. ${detail}`,
  );

const invalidCountry = (detail: string) =>
  new ApiError(
    'invalid_phone_number_country_code',
    `The phone number's country code is invalid, unsupported, or disabled. ${detail}`,
  );

/**
 * Checks a phone number the way the provider does before sending a passcode, with libphonenumber's full metadata:
 * strictly E.164 (`invalid_phone_number`), a calling code that exists and that the project does not disable
 * (`invalid_phone_number_country_code`), and a number valid for its country (`invalid_phone_number`). Returns
 * the number in canonical E.164.
 */
export function validatePhoneNumber(project: ProjectConfig, raw: string): string {
  const shown = JSON.stringify(raw.slice(0, 40));
  if (!E164.test(raw)) {
    throw invalidNumber(
      `${shown} is not E.164: a "+", the country calling code and the number, digits only.`,
    );
  }
  let parsed: PhoneNumber;
  try {
    parsed = parsePhoneNumberWithError(raw);
  } catch (e) {
    if (e instanceof ParseError && e.message === 'INVALID_COUNTRY') {
      throw invalidCountry(`${raw} does not start with an existing country calling code.`);
    }
    throw invalidNumber(`${raw} cannot be parsed (${e instanceof Error ? e.message : String(e)}).`);
  }
  const callingCode = `+${parsed.countryCallingCode}`;
  const disabled = project.disabled_phone_country_codes;
  if (disabled.includes(callingCode)) {
    throw invalidCountry(
      `Project "${project.project_name}" does not send to ${callingCode} numbers (disabled_phone_country_codes).`,
    );
  }
  if (!parsed.isValid()) {
    throw invalidNumber(`${raw} is not a valid number for country calling code ${callingCode}.`);
  }
  if (parsed.country !== undefined && disabled.includes(parsed.country)) {
    throw invalidCountry(
      `Project "${project.project_name}" does not send to numbers of ${parsed.country} (disabled_phone_country_codes).`,
    );
  }
  return parsed.number;
}

/**
 * Refuses numbers that opted out of SMS (`unsubscribed_phone_numbers`). Only SMS: an SMS opt-out (texting STOP)
 * does not unsubscribe the number from WhatsApp.
 */
export function refuseUnsubscribed(project: ProjectConfig, phoneNumber: string): void {
  if (project.unsubscribed_phone_numbers.includes(phoneNumber)) {
    throw new ApiError(
      'unsubscribed_phone_number',
      `Phone is unsubscribed; resubscribe by texting START. (${phoneNumber} is listed in unsubscribed_phone_numbers ` +
        `of project "${project.project_name}".)`,
    );
  }
}
