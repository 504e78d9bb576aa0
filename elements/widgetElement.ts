import r2wc from '@r2wc/core';
import { lazyRenderer, WIDGET } from './loader/lazyRenderer';
import { browserElement } from './define';
import { withJsonProperties } from './jsonProperties';

type WidgetKind = Parameters<typeof lazyRenderer>[0];

/**
 * The props every React-hosted element reads. All travel as text: `styles`, `cookieOptions` and `strings` (and an
 * element's `config`) are JSON, so that malformed JSON reaches the widget, which shows a clear message, instead of
 * throwing inside the attribute callback as r2wc's `json` type would.
 */
const SHARED_PROPS = ['publicToken', 'apiUrl', 'styles', 'theme', 'cookieOptions', 'locale', 'strings'];
/** Of those, the ones also settable as objects through their property (elements/jsonProperties.ts). */
const SHARED_JSON = ['styles', 'cookieOptions', 'strings'];

/**
 * The one prop table of the elements the loader paints (`<idp-login>`, `<idp-reset-password>`,
 * `<idp-passkey-register>`, `<idp-consent>`): the shared props, then the element's own `props`; `json` names the
 * element's own JSON properties (for the element, not r2wc, where it reads the attribute itself).
 */
export function widgetElement(
  kind: WidgetKind,
  props: readonly string[] = [],
  json: readonly string[] = [],
): CustomElementConstructor {
  return browserElement(() =>
    withJsonProperties(
      r2wc(
        WIDGET,
        {
          shadow: 'open',
          props: Object.fromEntries([...SHARED_PROPS, ...props].map((name) => [name, 'string' as const])),
        },
        lazyRenderer(kind),
      ),
      [...SHARED_JSON, ...json],
    ),
  );
}
