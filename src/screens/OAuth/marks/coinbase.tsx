import { mix } from './mix';

/** Coinbase's blue disc with the white "C" around a blue square (lightened on a dark card). */
export const coinbase = (
  <>
    <circle cx="12" cy="12" r="10" fill={mix('#0052FF', 80)} />
    <path
      fillRule="evenodd"
      fill="#fff"
      d="M12 5.8a6.2 6.2 0 1 0 0 12.4 6.2 6.2 0 0 0 0-12.4zM10 10.2c0-.1.1-.2.2-.2h3.6c.1 0 .2.1.2.2v3.6c0 .1-.1.2-.2.2h-3.6a.2.2 0 0 1-.2-.2z"
    />
  </>
);
