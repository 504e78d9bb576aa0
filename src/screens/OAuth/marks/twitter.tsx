/** X (formerly Twitter): the outlined stroke and the thin one, in the button's text colour. */
export const twitter = (
  <g fill="currentColor">
    <path fillRule="evenodd" d="M2.6 2.8h6.1l12.7 18.4h-6.1zm2.6 1.4l10.8 15.6h2.7L7.9 4.2z" />
    <path d="M19.1 2.8h2.1l-7.4 8.5-1.1-1.5zM4.9 21.2H2.8l7.6-8.7 1.1 1.5z" />
  </g>
);
