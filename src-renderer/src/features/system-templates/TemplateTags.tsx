import { Icon, Intent, Tag, type IconName } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageTemplate, TemplateType } from '../../../../server/contract/message-templates';
import type { MessageId } from '../../i18n/en';
import { isCustomized, isMarketing, isOn } from './template-list';

export const TYPE_ICON: Readonly<Record<TemplateType, IconName>> = {
  email: 'envelope',
  sms: 'mobile-phone',
  notification: 'notifications',
};

export const TYPE_LABEL: Readonly<Record<TemplateType, MessageId>> = {
  email: 'systemTemplates.type.email',
  sms: 'systemTemplates.type.sms',
  notification: 'systemTemplates.type.notification',
};

/** The type as a tag with its icon: Email, SMS or Push. */
export function TypeTag({ type }: { type: TemplateType }) {
  const intl = useIntl();
  return (
    <Tag minimal className="system-templates-type" icon={<Icon icon={TYPE_ICON[type]} size={12} aria-hidden />}>
      {intl.formatMessage({ id: TYPE_LABEL[type] })}
    </Tag>
  );
}

/**
 * Where the template comes from and how it stands: System or Marketing, Active or Inactive, and
 * Customized when the organization has its own version of a system template.
 */
export function StateTags({ template }: { template: MessageTemplate }) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const on = isOn(template);
  return (
    <span className="system-templates-tags">
      <Tag minimal intent={isMarketing(template) ? Intent.PRIMARY : Intent.NONE} className="system-templates-scope">
        {text(isMarketing(template) ? 'systemTemplates.scope.marketing' : 'systemTemplates.scope.system')}
      </Tag>
      <Tag minimal intent={on ? Intent.SUCCESS : Intent.NONE} className="system-templates-state">
        {text(on ? 'systemTemplates.state.active' : 'systemTemplates.state.inactive')}
      </Tag>
      {isCustomized(template) && (
        <Tag minimal intent={Intent.WARNING} className="system-templates-customized">
          {text('systemTemplates.state.customized')}
        </Tag>
      )}
    </span>
  );
}
