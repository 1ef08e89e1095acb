import { useEffect, useState } from 'react';

/** The current time, moved on every second, for clocks that tick. */
export function useTicking(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
