/** Facebook's white "f" on its blue disc. */
export const facebook = (
  <>
    <circle cx="12" cy="12" r="10" fill="#1877F2" />
    <path
      d="M13.6 21.9v-7h2.4l.4-2.9h-2.8v-1.8c0-.8.3-1.4 1.4-1.4h1.5V6.2c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7V12H8.3v2.9h2.4v6.9z"
      fill="#fff"
    />
  </>
);
