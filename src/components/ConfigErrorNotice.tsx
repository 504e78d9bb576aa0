import { Banner } from './Banner';

/**
 * What is wrong with the element's attributes or configuration, in place of its form: the error callout's
 * styling, announced at once. The texts are the developer's (config errors); end users only ever see it
 * on a page that was published with a broken configuration.
 */
export function ConfigErrorNotice({ text }: { text: string }) {
  return (
    <div data-testid="config-error" part="config-error">
      <Banner variant="error" message={text} />
    </div>
  );
}
