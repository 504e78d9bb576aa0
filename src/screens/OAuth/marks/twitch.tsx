/** Twitch's glitch: a speech bubble with two eyes, in Twitch purple. */
export const twitch = (
  <path
    fill="#9146FF"
    fillRule="evenodd"
    d="M5.2 2L2.6 6.3v13.4h4.6V22h2.6l2.3-2.3h3.6L20.4 15V2zm13.6 12.2l-2.7 2.7h-4.3l-2.4 2.3v-2.3H5.8V3.6h13zM15.3 6.8h1.6v4.7h-1.6zm-4.4 0h1.6v4.7h-1.6z"
  />
);
