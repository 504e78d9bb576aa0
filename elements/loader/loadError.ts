/**
 * Shown by the loader when the React chunk cannot be fetched (offline, a blocked or missing file): the card with
 * a clear message and "Try again", in the first paint's styles, and an `idp-error` of type `chunk_load_error`.
 */
import { dispatchWidgetEvent, EVENT } from '../../src/events/widgetEvents';
import { LOADER_MESSAGES } from '../../src/i18n/loaderMessages';
import { hostRule } from '../../src/theme/cssVars';
import { parseStyles } from '../../src/theme/parseStyles';
import { FIRST_PAINT_ATTRIBUTE } from './firstPaint';
import { FIRST_PAINT_CSS, FIRST_PAINT_HTML } from './firstPaint.generated';

/** Shows the message; returns a function that takes it away. */
export function showLoadError(container: HTMLElement, styles: unknown, retry: () => void): () => void {
  const template = document.createElement('template');
  template.innerHTML = FIRST_PAINT_HTML;
  const card = template.content.querySelector<HTMLElement>('[data-idp-widget]');
  const button = template.content.querySelector<HTMLButtonElement>('button');
  const nodes: Node[] = [];
  if (card && button) {
    const text = document.createElement('p');
    text.setAttribute('role', 'alert');
    text.setAttribute('data-testid', 'load-error');
    text.textContent = LOADER_MESSAGES.loadFailed;
    text.style.cssText = 'margin:0;font-size:16px;line-height:1.5;';
    button.type = 'button';
    button.textContent = LOADER_MESSAGES.retry;
    button.addEventListener('click', retry, { once: true });
    card.replaceChildren(text, button);
    const themeRule = document.createElement('style');
    themeRule.textContent = hostRule(parseStyles(styles).theme);
    const rules = document.createElement('style');
    rules.textContent = FIRST_PAINT_CSS;
    nodes.push(themeRule, rules, card);
  }
  for (const node of nodes) (node as Element).setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  container.append(...nodes);
  const host = container instanceof ShadowRoot ? container.host : container;
  dispatchWidgetEvent(host, EVENT.error, { message: LOADER_MESSAGES.loadFailed, type: 'chunk_load_error' });
  return () => {
    for (const node of nodes) node.parentNode?.removeChild(node);
  };
}
