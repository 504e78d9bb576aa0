// The stack floor of issue 12: React 19 + styled-components + zustand + r2wc rendering one styled email input
// in a custom element, and nothing else. `npm run bench` builds it with React 19 from scripts/bench/floor-deps,
// as the issue defines it (the widget itself bundles React 18), so the ratios compare with the table.
import r2wc from '@r2wc/react-to-web-component';
import { StyleSheetManager, styled } from 'styled-components';
import { createStore, useStore } from 'zustand';

const store = createStore<{ email: string }>(() => ({ email: '' }));

const Card = styled.div`
  box-sizing: border-box;
  width: 400px;
  max-width: 100%;
  padding: 32px;
  font-family: Arial, Helvetica, sans-serif;
  border: 1px solid #adbcc5;
  border-radius: 8px;
`;

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 45px;
  padding: 0 12px;
  font: inherit;
  font-size: 16px;
  border: 1px solid #19303d;
  border-radius: 4px;
`;

function Floor({ container }: { container?: HTMLElement }) {
  const email = useStore(store, (s) => s.email);
  return (
    <StyleSheetManager target={container}>
      <Card>
        <Input
          type="email"
          aria-label="Email"
          value={email}
          onChange={(e) => store.setState({ email: e.target.value })}
        />
      </Card>
    </StyleSheetManager>
  );
}

customElements.define('x-floor', r2wc(Floor, { shadow: 'open', props: {} }));
