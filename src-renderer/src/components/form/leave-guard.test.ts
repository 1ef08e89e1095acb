import { describe, expect, it } from 'vitest';
import { markUnsaved, shouldAskBeforeLeaving } from './leave-guard';

const at = (pathname: string) => ({ pathname });

describe('the leave guard', () => {
  it('asks before a move to another page while edits are unsaved', () => {
    expect(
      shouldAskBeforeLeaving(
        true,
        at('/s/settings/personal/preferences'),
        at('/s/settings/personal/profile'),
        '/login',
      ),
    ).toBe(true);
    expect(
      shouldAskBeforeLeaving(
        false,
        at('/s/settings/personal/preferences'),
        at('/s/settings/personal/profile'),
        '/login',
      ),
    ).toBe(false);
  });

  it('lets a jump to a field of the same page through', () => {
    expect(
      shouldAskBeforeLeaving(
        true,
        at('/s/settings/personal/preferences'),
        at('/s/settings/personal/preferences'),
        '/login',
      ),
    ).toBe(false);
  });

  it('lets the way back to sign-in through once the session has ended', () => {
    expect(shouldAskBeforeLeaving(true, at('/s/settings/personal/preferences'), at('/login'), '/login')).toBe(false);
  });

  it('counts each form once and forgets a form that is saved or gone', () => {
    let forms = markUnsaved(new Set(), 'a', true);
    forms = markUnsaved(forms, 'b', true);
    expect(forms.size).toBe(2);
    const same = markUnsaved(forms, 'a', true);
    expect(same).toBe(forms);
    forms = markUnsaved(forms, 'a', false);
    expect([...forms]).toEqual(['b']);
  });
});
