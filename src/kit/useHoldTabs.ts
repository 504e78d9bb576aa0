import { useEffect } from 'react';
import { useWidget } from './context';

/**
 * While `active` (a Main form's send is pending), Main's tabs hold their selection (`formBusy`), so the send's
 * answer cannot land on a tab the user has already left.
 */
export function useHoldTabs(active: boolean): void {
  const { store } = useWidget();
  useEffect(() => {
    if (!active) return;
    store.getState().setFormBusy(true);
    return () => store.getState().setFormBusy(false);
  }, [active, store]);
}
