import { Classes } from '@blueprintjs/core';

/**
 * Props for the content under a Blueprint `Tabs` whose tabs carry no `panel`: the element gets
 * the id each tab points at (aria-controls) and is named by the chosen tab, as a panel rendered
 * by Tabs itself would be. Without it the tabs' aria-controls name nothing (axe: aria-valid-attr-value).
 */
export const tabPanelProps = (tabsId: string, tab: string) =>
  ({
    id: `${Classes.TAB_PANEL}_${tabsId}_${tab}`,
    role: 'tabpanel',
    'aria-labelledby': `${Classes.TAB}-title_${tabsId}_${tab}`,
  }) as const;
