/**
 * The anchor the settings search lands on: the list of templates. Apart from the page's code, so
 * the menu's entry (section.ts, in the first bundle) takes nothing else of the page with it.
 */
export const TEMPLATE_LIST_ID = 'system-templates-list';
