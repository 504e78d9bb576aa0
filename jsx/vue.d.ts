/**
 * Vue typings for `<idp-login>`, `<idp-reset-password>`, `<idp-passkey-register>` and `<idp-consent>` in templates checked by
 * vue-tsc / Vue - Official: props (`:config="{ products: ['otp'] }"`) and events (`@idp-event="…"`). Vue sets a
 * property when the element has one. Load them once, in any file of the app:
 * `import type {} from 'idp-elements/jsx/vue';` (and tell Vue that `idp-*` tags are custom elements:
 * `compilerOptions.isCustomElement: (tag) => tag.startsWith('idp-')`).
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { IdpElementEventMap, IdpElements } from 'idp-elements';

/** The shape Vue's template checker reads a component from: `$props` and `$emit` (Vue's custom-element recipe). */
type IdpVueElement<Tag extends keyof IdpElements> = new () => IdpElements[Tag]['element'] & {
  /** @deprecated For template type checking only; not on the element. */
  $props: HTMLAttributes & IdpElements[Tag]['props'] & PublicProps;
  /** @deprecated For template type checking only; not on the element. */
  $emit: EmitFn<{
    'idp-event': (event: IdpElementEventMap['idp-event']) => void;
    'idp-error': (event: IdpElementEventMap['idp-error']) => void;
  }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'idp-login': IdpVueElement<'idp-login'>;
    'idp-reset-password': IdpVueElement<'idp-reset-password'>;
    'idp-passkey-register': IdpVueElement<'idp-passkey-register'>;
    'idp-consent': IdpVueElement<'idp-consent'>;
  }
}
