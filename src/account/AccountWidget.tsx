import { AccountPage } from './AccountPage';
import { ElementProps } from './kit';
import { splitConfig } from './options';
import type { LoginWidgetProps } from '../widget/props';

/**
 * `<idp-account>` is the login widget's shell (attributes, styles in the shadow root, client, store, project checks,
 * watermark) with the account page in place of the screens: these are the shell's props for the element's, its
 * `config` less the account's own options. Going through the shell's mount (one binding of the widget chunk) rather
 * than its parts keeps the chunk `<idp-login>` loads free of exports only the account would use.
 */
export function accountProps(props: LoginWidgetProps, warn: boolean): LoginWidgetProps {
  const split = splitConfig(props.config);
  if (warn) for (const warning of split.warnings) console.warn(`idp-elements: ${warning}`);
  return {
    ...props,
    config: split.shared,
    mode: 'account',
    page: (
      <ElementProps.Provider value={props}>
        <AccountPage options={split.options} />
      </ElementProps.Provider>
    ),
  };
}
