import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Country } from '../../phone/phone';
import {
  DEFAULT_COUNTRY,
  TIMED_OUT,
  TYPING_FORMAT_TIMEOUT_MS,
  loadPhone,
  parseForSubmit,
  withTimeout,
  type SelectedCountry,
} from '../../phone/loadPhone';
import { useSendOtp } from '../OTP/useSendOtp';
import { useWidget } from '../../widget/context';

/** Logic of the phone form: country list, national formatting while typing, parsing and the send on submit. */
export function usePhoneOtpForm(channel: 'sms' | 'whatsapp') {
  const { client, messages } = useWidget();
  const clock = client.platform.clock;
  const { send, pending } = useSendOtp(channel);
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [country, setCountry] = useState<SelectedCountry>(DEFAULT_COUNTRY);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [parsing, setParsing] = useState(false);
  const latest = useRef({ text, country });
  latest.current = { text, country };

  useEffect(() => {
    let live = true;
    loadPhone().then(
      (phone) => live && setCountries(phone.listCountries(navigator.language || 'en')),
      () => live && setCountries(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const reformat = useCallback(
    (raw: string, selected: SelectedCountry) => {
      void withTimeout(loadPhone(), TYPING_FORMAT_TIMEOUT_MS, clock)
        .then((phone) => {
          // Stale results (the user typed on, or changed country) are dropped; after 10 s the raw text stays.
          if (phone === TIMED_OUT) return;
          const now = latest.current;
          if (now.text !== raw || now.country.code !== selected.code) return;
          if (raw.startsWith('+')) return;
          setText(phone.formatNational(selected.code, raw));
        })
        .catch(() => undefined);
    },
    [clock],
  );

  const onTextChange = useCallback(
    (value: string) => {
      const deleting = value.length < latest.current.text.length;
      setText(value);
      setFieldError(null);
      // Reformatting while deleting would put a just-deleted bracket or space straight back.
      if (!deleting) reformat(value, latest.current.country);
    },
    [reformat],
  );

  const onCountryChange = useCallback(
    (code: string) => {
      const next = countries?.find((c) => c.code === code);
      if (!next) return;
      setCountry({ code: next.code, callingCode: next.callingCode });
      setFieldError(null);
    },
    [countries],
  );

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (pending || parsing) return;
      const { text: typed, country: selected } = latest.current;
      if (!typed.replace(/\D/g, '')) {
        setFieldError(messages.phone.required);
        return;
      }
      setParsing(true);
      const parsed = await parseForSubmit(selected, typed, clock);
      setParsing(false);
      if (!parsed.valid) {
        setFieldError(messages.phone.invalid);
        return;
      }
      await send(parsed.e164);
    },
    [pending, parsing, messages, clock, send],
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
