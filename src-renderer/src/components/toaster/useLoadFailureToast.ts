import { useEffect, useRef } from 'react';

/**
 * Shows a load failure's toast once per failure (a refetch that fails again shows it again):
 * `failedAt` is the query's errorUpdatedAt, 0 while nothing failed.
 */
export function useLoadFailureToast(failedAt: number, show: () => void): void {
  const shown = useRef(0);
  const latestShow = useRef(show);
  useEffect(() => {
    latestShow.current = show;
  });
  useEffect(() => {
    if (failedAt === 0 || shown.current === failedAt) return;
    shown.current = failedAt;
    latestShow.current();
  }, [failedAt]);
}
