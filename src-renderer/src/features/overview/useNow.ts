import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so 'Just now' becomes '1 minute ago' by itself. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
