import type { SettingsDocument } from './useSettingsDocument';

/**
 * The form with its save refused while the tab's own check finds a problem (a closing before the
 * opening, a window of 500 hours): the same rule the server applies, said at once and without a
 * round trip. The kit's save runs unchanged once the problem is fixed.
 */
export function withCheckedSave<T>(
  form: SettingsDocument<T>,
  problem: string | null,
  refuse: (problem: string) => void,
): SettingsDocument<T> {
  return problem === null ? form : { ...form, save: () => refuse(problem) };
}
