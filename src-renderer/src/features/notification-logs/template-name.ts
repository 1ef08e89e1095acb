import type { IntlShape } from 'react-intl';
import type { NotificationLog } from '../../../../server/contract/notification-logs';
import { shippedName } from '../system-templates/categories';

/** The template a message was sent from as the System Templates page names it: a shipped one in the reader's language. */
export const templateName = (intl: IntlShape, template: NonNullable<NotificationLog['template']>): string =>
  template.shippedType === null ? template.name : shippedName(intl, { ...template, type: template.shippedType });
