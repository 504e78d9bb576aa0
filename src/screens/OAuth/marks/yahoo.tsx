import { mix } from './mix';

/** Yahoo's "Y!" in its purple (lightened on a dark card, where the deep purple would vanish). */
export const yahoo = (
  <path
    fill={mix('#6001D2', 60)}
    d="M1.5 6.5h4.1l2.6 6.6 2.7-6.6H15l-5.8 13.4H5.1l1.6-3.6zm15.7-2.4h4.6l-2.8 10.2h-3.4zM17.6 15.6a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2z"
  />
);
