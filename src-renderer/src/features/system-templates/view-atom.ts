import { atom } from 'jotai';

export type TemplateView = 'list' | 'cards';

/** List or card view (spec part 3 §2): remembered while the app is open, not across restarts. */
export const templateViewAtom = atom<TemplateView>('list');
