import { waitUntil } from '@open-wc/testing';

/** The open shadow root of a widget element (r2wc renders into it asynchronously). */
export function shadowOf(element: Element): ShadowRoot {
  const root = element.shadowRoot;
  if (!root) throw new Error(`${element.tagName} has no open shadow root`);
  return root;
}

export function textOf(element: Element): string {
  return (shadowOf(element).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export async function waitForText(element: Element, text: string, timeout = 5000): Promise<void> {
  await waitUntil(() => textOf(element).includes(text), `"${text}" never appeared; saw: ${textOf(element)}`, {
    timeout,
  });
}

export async function waitForSelector<T extends Element>(element: Element, selector: string): Promise<T> {
  await waitUntil(() => shadowOf(element).querySelector(selector), `${selector} never appeared`, {
    timeout: 5000,
  });
  return shadowOf(element).querySelector(selector) as T;
}

/** Types into an input the way React notices: the native value setter, then an `input` event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function buttonByText(element: Element, text: string): HTMLButtonElement {
  const button = [...shadowOf(element).querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === text,
  );
  if (!button) throw new Error(`No button "${text}" in ${textOf(element)}`);
  return button;
}
