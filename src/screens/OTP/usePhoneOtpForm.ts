import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type * as PhoneModule from '../../phone/phone';
import type { Country } from '../../phone/phone';
import {
  TIMED_OUT,
  TYPING_FORMAT_TIMEOUT_MS,
  loadPhone,
  parseForSubmit,
  withTimeout,
  type SelectedCountry,
} from '../../phone/loadPhone';
import { useSendOtp } from './useSendOtp';
import { useAuthState, useWidget } from '../../kit/context';

/**
 * Logic of the phone form: country list, national formatting while typing, parsing and the send on submit. The
 * draft (country and number) lives in the store, kept across failed sends and tab switches.
 */
export function usePhoneOtpForm(channel: 'sms' | 'whatsapp') {
  const { client, messages, store, reportError, locale } = useWidget();
  const clock = client.platform.clock;
  const [parsing, setParsing] = useState(false);
  const { send, pending } = useSendOtp(channel, parsing);
  const [countries, setCountries] = useState<Country[] | null>(null);
  const { country, text } = useAuthState((s) => s.phoneDraft);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const live = useRef(true);
  /** The language the list was made in: country names follow the element's language (issue 14). */
  const listed = useRef<string | null>(null);
  /** Fills the country list from the first load that succeeds (on mount, or later while typing). */
  const fillCountries = useCallback(
    (phone: typeof PhoneModule) => {
      if (listed.current === locale) return;
      try {
        const list = phone.listCountries(locale);
        listed.current = locale;
        if (live.current) setCountries(list);
      } catch {
        // Stays on the default country; a later load tries again.
      }
    },
    [locale],
  );

  useEffect(() => {
    live.current = true;
    loadPhone().then(fillCountries, () => undefined);
    return () => {
      live.current = false;
    };
  }, [fillCountries]);

  const reformat = useCallback(
    (raw: string, selected: SelectedCountry) => {
      void withTimeout(loadPhone(), TYPING_FORMAT_TIMEOUT_MS, clock)
        .then((phone) => {
          // Stale results (the user typed on, or changed country) are dropped; after 10 s the raw text stays.
          if (phone === TIMED_OUT) return;
          fillCountries(phone);
          // The store, not the render's closure: the user may have typed on before React re-rendered.
          const now = store.getState().phoneDraft;
          if (now.text !== raw || now.country.code !== selected.code) return;
          if (raw.startsWith('+')) return;
          store.getState().setPhoneDraft({ ...now, text: phone.formatNational(selected.code, raw) });
        })
        .catch(() => undefined);
    },
    [clock, fillCountries, store],
  );

  const onTextChange = useCallback(
    (value: string, deleted?: boolean) => {
      const { text: before, country: selected } = store.getState().phoneDraft;
      const deleting = deleted ?? value.length < before.length;
      store.getState().setPhoneDraft({ country: selected, text: value });
      setFieldError(null);
      // Reformatting while deleting would put a just-deleted bracket or space straight back.
      if (!deleting) reformat(value, selected);
    },
    [reformat, store],
  );

  const onCountryChange = useCallback(
    (code: string) => {
      const next = countries?.find((c) => c.code === code);
      if (!next) return;
      const { phoneDraft, setPhoneDraft } = store.getState();
      setPhoneDraft({ ...phoneDraft, country: { code: next.code, callingCode: next.callingCode } });
      setFieldError(null);
    },
    [countries, store],
  );

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (pending || parsing) return;
      const { text: typed, country: selected } = store.getState().phoneDraft;
      if (!typed.replace(/\D/g, '')) {
        setFieldError(messages.phone.required);
        reportError({ message: messages.phone.required, type: 'invalid_phone_number' });
        return;
      }
      setParsing(true);
      const parsed = await parseForSubmit(selected, typed, clock);
      setParsing(false);
      if (!parsed.valid) {
        setFieldError(messages.phone.invalid);
        reportError({ message: messages.phone.invalid, type: 'invalid_phone_number' });
        return;
      }
      await send(parsed.e164);
    },
    [pending, parsing, store, messages, clock, send, reportError],
  );

  return {
    countries,
    country,
    text,
    fieldError,
    pending: pending || parsing,
    onTextChange,
    onCountryChange,
    onSubmit,
    submitLabel: channel === 'sms' ? messages.phone.submitSms : messages.phone.submitWhatsapp,
  };
}
