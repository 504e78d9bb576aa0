import { mix } from './mix';

/** Salesforce's cloud, in its sky blue (a shade deeper on a white card, where the pure blue is too pale). */
export const salesforce = (
  <path
    fill={mix('#00A1E0', 85)}
    d="M9.9 6.3a4.2 4.2 0 0 1 3-1.3c1.6 0 3 .9 3.7 2.2a5 5 0 0 1 2-.4c2.8 0 5 2.3 5 5.1s-2.2 5.1-5 5.1l-1-.1a3.7 3.7 0 0 1-4.8 1.5 4.2 4.2 0 0 1-7.8-.2l-.8.1C2 18.3.2 16.5.2 14.2c0-1.5.8-2.9 2-3.6a4.6 4.6 0 0 1-.4-1.9c0-2.6 2.1-4.7 4.7-4.7 1.4 0 2.7.7 3.5 1.7z"
  />
);
