/**
 * What every section of `<idp-account>` is made of: the region named by its heading, the list rows, the status
 * line, and `useAction` (one call at a time, its failure kept on screen and sent as `idp-error`).
 */
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { styled } from 'styled-components';
import type { User } from '../api/types';
import { toAuthError } from '../errors/AuthError';
import { v } from '../theme/cssVars';
import { useTexts, useWidget } from '../kit/context';
import type { LoginWidgetProps } from '../widget/props';
import { accountMessages, type AccountMessages } from './messages';

/** The element's own props, for the elements a section composes (`<idp-passkey-register>`). */
export const ElementProps = createContext<LoginWidgetProps>({});

export const useAccountMessages = (): AccountMessages => useTexts('account', accountMessages);

/** The logged-in user as the client holds it (null when nobody is). */
export function useUser(): User | null {
  const { client } = useWidget();
  return useSyncExternalStore(client.user.onChange, client.user.getSync, () => null);
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-top: 20px;
  border-top: 1px solid ${v('container', 'borderColor')};
  min-width: 0;
`;

const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${v('typography', 'fontSize')};
  font-weight: ${v('typography', 'headingFontWeight')};
  line-height: 1.4;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 2px;
  }
`;

/** The section's heading, for focus after an in-place change (a row that went away, a closed panel). */
const SectionFocus = createContext<RefObject<HTMLHeadingElement> | null>(null);

/** A section: a region named by its heading (`part="section section-{id}"`). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Region aria-labelledby={headingId} part={`section section-${id}`} data-section={id}>
      <SectionHeading id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </SectionHeading>
      <SectionFocus.Provider value={heading}>{children}</SectionFocus.Provider>
    </Region>
  );
}

/** Moves focus to the section's heading: where it goes when the control that had it goes away. */
export function useFocusSection(): () => void {
  const heading = useContext(SectionFocus);
  return useCallback(() => heading?.current?.focus({ preventScroll: true }), [heading]);
}

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  min-width: 0;
  padding: 10px 12px;
  border: 1px solid ${v('container', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
`;

export const RowText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1 1 160px;
  overflow-wrap: anywhere;
`;

export const Secondary = styled.span`
  color: ${v('colors', 'secondary')};
  font-size: ${v('typography', 'smallFontSize')};
`;

/** A small button in a row (Remove, Revoke). */
export const RowButton = styled.button`
  font: inherit;
  font-size: ${v('typography', 'smallFontSize')};
  min-height: 32px;
  padding: 4px 12px;
  cursor: pointer;
  color: ${v('buttons', 'secondary', 'textColor')};
  background: ${v('buttons', 'secondary', 'backgroundColor')};
  border: 1px solid ${v('buttons', 'secondary', 'borderColor')};
  border-radius: ${v('buttons', 'secondary', 'borderRadius')};
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 140px;
  }
`;

const StatusText = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: ${v('typography', 'smallFontSize')};
  line-height: 1.4;
  color: ${({ $error }) => ($error ? v('colors', 'error') : v('colors', 'success'))};
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
`;

/** The outcome of the section's last action: an error (`role="alert"`) or what was done (`role="status"`). */
export function Status({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      <StatusText role="alert" $error part="section-error">
        {error ?? ''}
      </StatusText>
      <StatusText role="status" $error={false} part="section-status">
        {error ? '' : (notice ?? '')}
      </StatusText>
    </>
  );
}

/**
 * One call at a time for a section: `run(name, step)` ignores a second call while one is in flight, clears the
 * last outcome, and on failure keeps the message (in the element's language) and fires `idp-error`.
 */
export function useAction<Name extends string>() {
  const { errorText, reportError } = useWidget();
  const [pending, setPending] = useState<Name | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inFlight = useRef(false);
  const fail = useCallback(
    (e: unknown): void => {
      const failure = toAuthError(e);
      const message = errorText(failure);
      setError(message);
      reportError({ message, type: failure.type, status: failure.status });
    },
    [errorText, reportError],
  );
  const run = useCallback(
    async (name: Name, step: () => Promise<void>): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(name);
      setError(null);
      setNotice(null);
      try {
        await step();
      } catch (e) {
        fail(e);
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    },
    [fail],
  );
  return { pending, error, setError, notice, setNotice, run, fail };
}
