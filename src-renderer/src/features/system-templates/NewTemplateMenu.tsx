import { Button, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

export type NewTemplateType = 'email' | 'sms';

/** New template: a marketing template, written in the email builder or the SMS form. */
export function NewTemplateMenu({ onChoose }: { onChoose: (type: NewTemplateType) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'systemTemplates.new' });
  return (
    <PopoverNext
      placement="bottom-end"
      arrow={false}
      content={
        <Menu aria-label={label}>
          <MenuItem
            icon="envelope"
            text={intl.formatMessage({ id: 'systemTemplates.new.email' })}
            onClick={() => onChoose('email')}
          />
          <MenuItem
            icon="mobile-phone"
            text={intl.formatMessage({ id: 'systemTemplates.new.sms' })}
            onClick={() => onChoose('sms')}
          />
        </Menu>
      }
    >
      <Button intent={Intent.PRIMARY} icon="add" endIcon="caret-down" text={label} />
    </PopoverNext>
  );
}
