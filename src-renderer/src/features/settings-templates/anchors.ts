/** The list's card: where search's "Settings templates" result takes the reader (section.ts). */
export const TEMPLATE_LIST_ID = 'settings-templates-list';
