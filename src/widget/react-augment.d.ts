// React 18's typings lack the `part` attribute (CSS shadow parts) that React passes to the DOM unchanged.
import 'react';

declare module 'react' {
  // Declaration merging needs the original type parameter names.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface HTMLAttributes<T> {
    part?: string | undefined;
  }
  interface SVGAttributes<T> {
    part?: string | undefined;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
