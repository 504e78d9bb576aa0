/**
 * The theme (docs/theming.md). Every token has a default; a host page passes a partial `styles` object whose keys
 * follow this shape. Each token becomes a CSS custom property on `:host` (see `cssVars.ts`), so a page can also
 * restyle the widget from outside its shadow root: `idp-login { --idp-colors-primary: #0a5; }`.
 */
export interface Theme {
  /** Font stack for all text. Default `Arial, Helvetica, sans-serif`. */
  fontFamily: string;
  /** Hide the "Sign up or log in" header. Default `false`. */
  hideHeaderText: boolean;
  /** Sizes and weights of the text (any CSS length, and a weight such as `400`, `600` or `bold`). */
  typography: {
    /** Body text, inputs and buttons. Default `16px`. */
    fontSize: string;
    /** Field labels, messages, hints and the "or" divider. Default `14px`. */
    smallFontSize: string;
    /** Body text. Default `400`. */
    fontWeight: string;
    /** Field labels and buttons. Default `600`. */
    strongFontWeight: string;
    /** Each screen's heading ("Sign up or log in"). Default `24px`. */
    headingFontSize: string;
    /** Default `600`. */
    headingFontWeight: string;
  };
  container: {
    /** Default `#FFFFFF`. */
    backgroundColor: string;
    /** Default `#ADBCC5` (grey). */
    borderColor: string;
    /** Default `8px`. */
    borderRadius: string;
    /** Default `400px`. */
    width: string;
  };
  colors: {
    /** Text and primary actions. Default `#19303D` (dark blue-grey). */
    primary: string;
    /** Secondary text. Default `#5C727D` (grey-blue). */
    secondary: string;
    /** Default `#0C5A56` (green). */
    success: string;
    /** Default `#8B1214` (dark red). */
    error: string;
  };
  buttons: {
    primary: ButtonTheme;
    secondary: ButtonTheme;
  };
  inputs: {
    backgroundColor: string;
    borderColor: string;
    borderRadius: string;
    placeholderColor: string;
    textColor: string;
  };
  logo: {
    /** Logo shown above the header, at most 50px high and 100px wide. Empty (no logo) by default. */
    logoImageUrl: string;
  };
}

export interface ButtonTheme {
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  /** Default `4px`. */
  borderRadius: string;
}

export const DEFAULT_THEME: Theme = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  hideHeaderText: false,
  typography: {
    fontSize: '16px',
    smallFontSize: '14px',
    fontWeight: '400',
    strongFontWeight: '600',
    headingFontSize: '24px',
    headingFontWeight: '600',
  },
  container: { backgroundColor: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: '8px', width: '400px' },
  colors: { primary: '#19303D', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
  buttons: {
    primary: {
      backgroundColor: '#19303D',
      textColor: '#FFFFFF',
      borderColor: '#19303D',
      borderRadius: '4px',
    },
    secondary: {
      backgroundColor: '#FFFFFF',
      textColor: '#19303D',
      borderColor: '#19303D',
      borderRadius: '4px',
    },
  },
  inputs: {
    backgroundColor: '#FFFFFF',
    borderColor: '#19303D',
    borderRadius: '4px',
    placeholderColor: '#5C727D',
    textColor: '#19303D',
  },
  logo: { logoImageUrl: '' },
};

/** A dark preset, for pages with a dark background. */
export const DARK_THEME: Theme = {
  ...DEFAULT_THEME,
  container: { backgroundColor: '#1D2A33', borderColor: '#5C727D', borderRadius: '8px', width: '400px' },
  colors: { primary: '#F3F5F6', secondary: '#ADBCC5', success: '#4FC1A5', error: '#FF8A8C' },
  buttons: {
    primary: {
      backgroundColor: '#F3F5F6',
      textColor: '#19303D',
      borderColor: '#F3F5F6',
      borderRadius: '4px',
    },
    secondary: {
      backgroundColor: '#1D2A33',
      textColor: '#F3F5F6',
      borderColor: '#F3F5F6',
      borderRadius: '4px',
    },
  },
  inputs: {
    backgroundColor: '#26353F',
    borderColor: '#ADBCC5',
    borderRadius: '4px',
    placeholderColor: '#8FA2AC',
    textColor: '#F3F5F6',
  },
};
