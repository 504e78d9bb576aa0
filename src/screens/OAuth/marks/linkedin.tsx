import { mix } from './mix';

/** LinkedIn's white "in" on its blue rounded square (lightened on a dark card, where the pure blue sinks). */
export const linkedin = (
  <>
    <rect x="2" y="2" width="20" height="20" rx="3" fill={mix('#0A66C2', 85)} />
    <path d="M5.4 9.4h2.9v9.2H5.4zm1.4-4.6a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4z" fill="#fff" />
    <path
      d="M10 9.4h2.8v1.3c.4-.7 1.4-1.5 2.8-1.5 3 0 3.5 2 3.5 4.5v4.9h-2.9v-4.4c0-1 0-2.4-1.5-2.4s-1.7 1.1-1.7 2.3v4.5H10z"
      fill="#fff"
    />
  </>
);
