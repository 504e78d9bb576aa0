import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { useConsentMessages } from './useConsentMessages';
import { FORCED, v } from '../../theme/cssVars';
import { useMessages, useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import type { ConsentDetails, ScopeItem } from './scopes';

const Header = styled(Column)`
  align-items: center;
`;

/** The logo is at most 50 by 100 pixels. */
const Logo = styled.img`
  display: block;
  max-height: 50px;
  max-width: 100px;
  object-fit: contain;
`;

/** Stands in for a client without a logo: its initial. */
const Initial = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 50px;
  height: 50px;
  border-radius: 12px;
  font-size: 22px;
  font-weight: 600;
  color: ${v('colors', 'primary')};
  background: color-mix(in srgb, ${v('colors', 'primary')} 10%, transparent);
  ${FORCED} {
    border: 1px solid CanvasText;
  }
`;

const Intro = styled(Text)`
  font-size: 15px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${v('container', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  overflow: hidden;
  & > li + li {
    border-top: 1px solid ${v('container', 'borderColor')};
  }
`;

/** An expandable line: `<details>` keeps it a native disclosure (Enter / Space, its state announced). */
const Disclosure = styled.details`
  & > summary {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px 14px;
    cursor: pointer;
    list-style: none;
    font-size: 15px;
    line-height: 1.4;
    color: ${v('colors', 'primary')};
    overflow-wrap: anywhere;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary:hover {
    background: color-mix(in srgb, ${v('colors', 'primary')} 5%, transparent);
  }
  & > summary:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: -2px;
  }
  /* The chevron points to where the text goes (right, or left in a right-to-left language); down when open. */
  & > summary .chevron {
    margin-inline-start: auto;
    flex: none;
    color: ${v('colors', 'secondary')};
    transform: rotate(-90deg);
    transition: transform 0.15s ease;
  }
  & > summary:dir(rtl) .chevron {
    transform: rotate(90deg);
  }
  &[open] > summary .chevron {
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    & > summary .chevron {
      transition: none;
    }
  }
  ${FORCED} {
    & > summary:focus-visible {
      outline-color: Highlight;
    }
  }
`;

const Detail = styled.p`
  margin: 0;
  padding: 0 14px 12px;
  padding-inline-start: 46px;
  font-size: 14px;
  line-height: 1.45;
  color: ${v('colors', 'secondary')};
  overflow-wrap: anywhere;
`;

const Tick = styled.span`
  display: flex;
  flex: none;
  color: ${v('colors', 'success')};
  ${FORCED} {
    color: CanvasText;
  }
`;

/** The collapsible note about scopes this user cannot grant: quieter than an error, it blocks nothing. */
const Note = styled(Disclosure)`
  border: 1px dashed ${v('colors', 'secondary')};
  border-radius: ${v('inputs', 'borderRadius')};
  & > summary {
    align-items: flex-start;
    font-size: 14px;
    color: ${v('colors', 'secondary')};
    border-radius: inherit;
  }
  & > summary .chevron {
    margin-top: 1px;
  }
`;

const NoteList = styled.ul`
  margin: 0;
  padding: 0 14px 12px;
  padding-inline-start: 46px;
  font-size: 14px;
  line-height: 1.45;
  color: ${v('colors', 'primary')};
  overflow-wrap: anywhere;
  & > li + li {
    margin-top: 4px;
  }
`;

function Chevron() {
  return (
    <svg className="chevron" width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4 6l4 4 4-4"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TickIcon() {
  return (
    <Tick aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 20 20" fill="none">
        <circle cx="10" cy="10" r="10" fill="currentColor" fillOpacity="0.14" />
        <path
          d="M6 10.2l2.6 2.6L14 7.4"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Tick>
  );
}

function InfoIcon() {
  return (
    <Tick aria-hidden="true" style={{ color: 'inherit' }}>
      <svg width="20" height="20" viewBox="0 0 20 20" fill="none">
        <circle cx="10" cy="10" r="8.5" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 9v5M10 6v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </Tick>
  );
}

function ScopeLine({ item }: { item: ScopeItem }) {
  return (
    <li data-scope={item.scope}>
      <Disclosure>
        <summary>
          <TickIcon />
          <span>{item.summary}</span>
          <Chevron />
        </summary>
        <Detail>{item.detail}</Detail>
      </Disclosure>
    </li>
  );
}

/** The client's logo (an http(s) image), else the page's logo (`styles.logo`), else the client's initial. */
function ClientMark({ details }: { details: ConsentDetails }) {
  const m = useConsentMessages();
  const messages = useMessages();
  const { theme } = useWidget();
  const [broken, setBroken] = useState<string | null>(null);
  if (details.logoUrl && broken !== details.logoUrl) {
    const url = details.logoUrl;
    return (
      <Logo
        src={url}
        alt={m.logoAlt(details.clientName)}
        part="logo client-logo"
        referrerPolicy="no-referrer"
        onError={() => setBroken(url)}
      />
    );
  }
  if (theme.logo.logoImageUrl) {
    return (
      <Logo
        src={theme.logo.logoImageUrl}
        alt={messages.main.logoAlt}
        part="logo"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <Initial aria-hidden="true" data-testid="client-initial">
      {Array.from(details.clientName)[0]?.toUpperCase() ?? ''}
    </Initial>
  );
}

/** A name inside a sentence: its own direction, and moved whole to the next line rather than split at a hyphen. */
const Name = styled.bdi`
  display: inline-block;
`;

/** `text` with each of `names` (at its first place) kept whole; the rest wraps as text. */
function KeptWhole({ text, names }: { text: string; names: string[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const name of names) {
    const at = name ? rest.indexOf(name) : -1;
    if (at < 0) continue;
    parts.push(rest.slice(0, at), <Name key={parts.length}>{name}</Name>);
    rest = rest.slice(at + name.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

/**
 * Consent screen: the title, what the app will be able to do (one expandable item per scope), the
 * collapsible note about scopes the user cannot grant, Allow and Deny. The view only renders; the flow decides.
 */
export function ConsentView({
  details,
  pending,
  onDecide,
}: {
  details: ConsentDetails;
  pending: 'allow' | 'deny' | null;
  onDecide: (decision: 'allow' | 'deny') => void;
}) {
  const m = useConsentMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Column $gap={24} data-testid="consent">
      <Header $gap={16}>
        <ClientMark details={details} />
        <Heading ref={headingRef} tabIndex={-1} part="heading">
          <KeptWhole text={details.title} names={details.titleNames} />
        </Heading>
      </Header>
      {details.grantable.length > 0 ? (
        <Column $gap={10}>
          <Intro $tone="secondary" $align="start">
            {m.intro(details.clientName)}
          </Intro>
          <List part="scopes" aria-label={m.intro(details.clientName)}>
            {details.grantable.map((item) => (
              <ScopeLine key={item.scope} item={item} />
            ))}
          </List>
        </Column>
      ) : null}
      {details.ungrantable.length > 0 ? (
        <Note part="ungrantable" data-testid="ungrantable">
          <summary>
            <InfoIcon />
            <span>{m.ungrantable(details.clientName)}</span>
            <Chevron />
          </summary>
          <NoteList>
            {details.ungrantable.map((item) => (
              <li key={item.scope} data-scope={item.scope}>
                {item.summary}
              </li>
            ))}
          </NoteList>
        </Note>
      ) : null}
      <Column $gap={12}>
        <Button
          part="button allow"
          data-idp-action="allow"
          loading={pending === 'allow'}
          disabled={pending === 'deny'}
          onClick={() => onDecide('allow')}
        >
          {m.allow}
        </Button>
        <Button
          part="button deny"
          data-idp-action="deny"
          variant="secondary"
          loading={pending === 'deny'}
          disabled={pending === 'allow'}
          onClick={() => onDecide('deny')}
        >
          {m.deny}
        </Button>
      </Column>
    </Column>
  );
}
