/** Bitbucket's bucket, its diamond window cut out. */
export const bitbucket = (
  <path
    fill="#2684FF"
    fillRule="evenodd"
    d="M2.7 3.5a.7.7 0 0 0-.7.8l2.7 16.4c.1.4.4.7.8.7h12.8c.3 0 .6-.2.7-.6L21.9 4.3a.7.7 0 0 0-.7-.8zm11.4 11.4H9.9L8.8 9.1h6.4z"
  />
);
