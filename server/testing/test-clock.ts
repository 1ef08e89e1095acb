/**
 * A clock for an app under test that stands still until the test moves it: answers kept "for a
 * second" (KEEP_ANSWER) or cached for a while cannot age because a slow machine paused the test.
 */
export function testClock(start = Date.now()): { now: () => Date; advance: (ms: number) => void } {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
}
