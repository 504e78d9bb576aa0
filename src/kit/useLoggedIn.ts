import { useSyncExternalStore } from 'react';
import { useWidget } from './context';

/** True while the element's client holds a live session. */
export function useLoggedIn(): boolean {
  const { client } = useWidget();
  return useSyncExternalStore(
    client.session.onChange,
    () => client.session.getSync() !== null,
    () => false, // server render: nobody is logged in there
  );
}
