import { useCallback, useEffect, useRef, useState } from 'react';
import type { Country } from './phone';
import {
  TIMED_OUT,
  TYPING_FORMAT_TIMEOUT_MS,
  loadPhone,
  parseForSubmit,
  withTimeout,
  type SelectedCountry,
} from './loadPhone';
import { useWidget } from '../kit/context';

interface Draft {
  country: SelectedCountry;
  text: string;
}

/**
 * A phone number typed into a `PhoneField` held by the component itself (the login's phone form keeps its draft in
 * the store instead): the country list in the element's language, national formatting while typing (not while
 * deleting, nor for a number typed with `+`), and the number in E.164 on submit, or null when it is not one.
 */
export function usePhoneEntry(enabled = true) {
  const { client, locale, store } = useWidget();
  const clock = client.platform.clock;
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [draft, setDraftState] = useState<Draft>(() => ({
    country: store.getState().phoneDraft.country, // the login's phone form's (the default country)
    text: '',
  }));
  const latest = useRef(draft);
  const setDraft = useCallback((next: Draft) => {
    latest.current = next;
    setDraftState(next);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadPhone().then(
      (phone) => {
        if (live) setCountries(phone.listCountries(locale));
      },
      () => undefined, // stays on the default country
    );
    return () => {
      live = false;
    };
  }, [enabled, locale]);

  const onTextChange = useCallback(
    (value: string, deleted?: boolean) => {
      const deleting = deleted ?? value.length < latest.current.text.length;
      const typed = { country: latest.current.country, text: value };
      setDraft(typed);
      // Reformatting while deleting would put a just-deleted bracket or space straight back.
      if (deleting || value.startsWith('+')) return;
      void withTimeout(loadPhone(), TYPING_FORMAT_TIMEOUT_MS, clock)
        .then((phone) => {
          if (phone === TIMED_OUT) return;
          const now = latest.current;
          if (now.text !== value || now.country.code !== typed.country.code) return; // typed on since
          setDraft({ ...now, text: phone.formatNational(typed.country.code, value) });
        })
        .catch(() => undefined);
    },
    [clock, setDraft],
  );

  const onCountryChange = useCallback(
    (code: string) => {
      const next = countries?.find((c) => c.code === code);
      if (next) setDraft({ ...latest.current, country: { code: next.code, callingCode: next.callingCode } });
    },
    [countries, setDraft],
  );

  /** The number in E.164, or null when none or not a valid one was typed. */
  const parse = useCallback(async (): Promise<string | null> => {
    const { country, text } = latest.current;
    if (!text.replace(/\D/g, '')) return null;
    const parsed = await parseForSubmit(country, text, clock);
    return parsed.valid ? parsed.e164 : null;
  }, [clock]);

  const clear = useCallback(() => setDraft({ ...latest.current, text: '' }), [setDraft]);

  return { countries, country: draft.country, text: draft.text, onTextChange, onCountryChange, parse, clear };
}
