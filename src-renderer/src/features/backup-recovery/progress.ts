import { useEffect, useRef, useState } from 'react';

/** §4, §9: the bar rises by 10 every 200 ms while the backup is made, up to 90; 100 on success. */
export const PROGRESS_STEP = 10;
export const PROGRESS_EVERY_MS = 200;
export const PROGRESS_CAP = 90;

export const nextProgress = (value: number): number => Math.min(value + PROGRESS_STEP, PROGRESS_CAP);

/**
 * The creation progress: `start` while the request runs, `finish` when it succeeded (100),
 * `reset` afterwards or on failure (0, the bar hidden).
 */
export function useBackupProgress() {
  const [value, setValue] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  // The dialog may close while a request runs: no timer outlives it.
  useEffect(() => stop, []);

  return {
    value,
    start() {
      stop();
      setValue(0);
      timer.current = setInterval(() => setValue(nextProgress), PROGRESS_EVERY_MS);
    },
    finish() {
      stop();
      setValue(100);
    },
    reset() {
      stop();
      setValue(0);
    },
  };
}
