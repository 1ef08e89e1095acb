import type { TemplateType } from '../contract/message-templates';

/**
 * What every template is made of, wherever it comes from (the catalog, a platform row, an
 * organization's override, a marketing template, an unsaved draft): the pieces rendering needs.
 */
export interface TemplateText {
  type: TemplateType;
  subtype: string;
  name: string;
  subject: string | null;
  /** The SMS text, the push body, or an email's own text part (empty: made from the HTML). */
  content: string;
  htmlContent: string | null;
}
