import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';

const List = styled.div`
  display: flex;
  border-bottom: 1px solid ${v('container', 'borderColor')};
`;

// In forced colours the browser draws transparent borders: only the selected tab keeps its underline.
const Tab = styled.button`
  flex: 1;
  padding: 10px 8px;
  font: inherit;
  font-size: 15px;
  color: ${v('colors', 'secondary')};
  background: none;
  border: none;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${v('colors', 'primary')};
    font-weight: 600;
    border-bottom-color: ${v('colors', 'primary')};
  }
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: -2px;
  }
  &[aria-disabled='true']:not([aria-selected='true']) {
    cursor: default;
    opacity: 0.5;
  }
  ${FORCED} {
    &:not([aria-selected='true']) {
      border-bottom-width: 0;
      padding-bottom: 13px;
    }
    &[aria-selected='true'] {
      border-bottom-color: Highlight;
    }
    &:focus-visible {
      outline-color: Highlight;
    }
    &[aria-disabled='true']:not([aria-selected='true']) {
      color: GrayText;
      opacity: 1;
    }
  }
`;

const Panel = styled.div`
  padding-top: 20px;
`;

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** An ARIA tab list: arrow keys, Home and End move between tabs; only the selected panel is rendered. */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
  disabled = false,
}: {
  items: TabItem[];
  selected: string;
  onSelect(id: string): void;
  label: string;
  /** Holds the selection (e.g. while the open tab's send is pending); the tabs stay focusable. */
  disabled?: boolean;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((i) => i.id === selected),
  );
  const current = items[index];
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (disabled) return;
    const next = (target + items.length) % items.length;
    const item = items[next];
    if (item) {
      onSelect(item.id);
      refs.current[next]?.focus();
    }
  };
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown} part="tabs">
        {items.map((item, i) => (
          <Tab
            key={item.id}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) onSelect(item.id);
            }}
            part="tab"
            data-idp-tab={item.id}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      <Panel
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={current ? `${base}-tab-${current.id}` : undefined}
      >
        {current?.content}
      </Panel>
    </div>
  );
}
