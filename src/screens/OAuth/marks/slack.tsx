/** Slack's hash of four rounded bars and dots, in its red, blue, green and yellow. */
export const slack = (
  <>
    <path d="M6.2 14.5a2 2 0 1 1-2-2h2zm1 0a2 2 0 1 1 4 0v5a2 2 0 1 1-4 0z" fill="#E01E5A" />
    <path d="M9.2 6.2a2 2 0 1 1 2-2v2zm0 1a2 2 0 1 1 0 4h-5a2 2 0 1 1 0-4z" fill="#36C5F0" />
    <path d="M17.8 9.2a2 2 0 1 1 2 2h-2zm-1 0a2 2 0 1 1-4 0v-5a2 2 0 1 1 4 0z" fill="#2EB67D" />
    <path d="M14.8 17.8a2 2 0 1 1-2 2v-2zm0-1a2 2 0 1 1 0-4h5a2 2 0 1 1 0 4z" fill="#ECB22E" />
  </>
);
