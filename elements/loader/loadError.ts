/**
 * Shown by the loader when the React chunk cannot be fetched (offline, a blocked or missing file): the card with
 * a clear message and "Try again", in the first paint's styles, and an `idp-error` of type `chunk_load_error`.
 */
import { dispatchWidgetEvent, EVENT } from '../../src/events/widgetEvents';
import { LOADER_MESSAGES } from '../../src/i18n/loaderMessages';
import type { LoaderMessages } from '../../src/i18n/types';
import { hostRule } from '../../src/theme/cssVars';
import { applyStyles } from '../../src/theme/adopt';
import { schemeStyles } from '../../src/theme/parseStyles';
import { FIRST_PAINT_ATTRIBUTE } from './firstPaint';
import { FIRST_PAINT_CSS, FIRST_PAINT_HTML } from './firstPaint.generated';

/** URLs in a failed `import()`'s message (Chromium and Firefox name the module; Safari does not). */
const MODULE_URL = /https?:\/\/[^\s'"]+\.m?js\b/g;

/**
 * True when the module a failed `import()` names can be fetched now: the failure was a passing one that the
 * browser keeps in its module map (browsers before whatwg/html#10327), so importing again cannot succeed and only
 * a reload fetches the module anew.
 */
export async function failureIsCached(error: unknown): Promise<boolean> {
  const urls = String(error instanceof Error ? error.message : error).match(MODULE_URL) ?? [];
  if (urls.length === 0 || typeof fetch !== 'function') return false;
  try {
    const answers = await Promise.all(urls.map((url) => fetch(url, { method: 'HEAD', cache: 'no-store' })));
    return answers.every((answer) => answer.ok);
  } catch {
    return false;
  }
}

/**
 * Shows the message; returns a function that takes it away. `retry` runs on "Try again"; with `reload` the
 * button reloads the page instead (the browser will not fetch the failed module again without one).
 */
export function showLoadError(
  container: HTMLElement,
  themeStyles: unknown,
  scheme: string | undefined,
  retry: () => void,
  reload = false,
  texts: LoaderMessages = LOADER_MESSAGES,
): () => void {
  const message = reload ? texts.reloadNeeded : texts.loadFailed;
  const template = document.createElement('template');
  template.innerHTML = FIRST_PAINT_HTML;
  const card = template.content.querySelector<HTMLElement>('[data-idp-widget]');
  const button = template.content.querySelector<HTMLButtonElement>('button');
  const nodes: Node[] = [];
  let removeStyles = () => undefined as void;
  if (card && button) {
    const text = document.createElement('p');
    text.setAttribute('role', 'alert');
    text.setAttribute('data-testid', 'load-error');
    text.textContent = message;
    text.style.cssText = 'margin:0;font-size:16px;line-height:1.5;';
    button.type = 'button';
    button.textContent = reload ? texts.reload : texts.retry;
    button.addEventListener('click', reload ? () => container.ownerDocument.location.reload() : retry, {
      once: true,
    });
    card.replaceChildren(text, button);
    const { theme, dark } = schemeStyles(themeStyles, scheme);
    removeStyles = applyStyles(container, hostRule(theme, dark) + FIRST_PAINT_CSS);
    nodes.push(card);
  }
  for (const node of nodes) (node as Element).setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  container.append(...nodes);
  const host = container instanceof ShadowRoot ? container.host : container;
  dispatchWidgetEvent(host, EVENT.error, { message, type: 'chunk_load_error' });
  return () => {
    removeStyles();
    for (const node of nodes) node.parentNode?.removeChild(node);
  };
}
