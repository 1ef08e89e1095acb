import { Button, Intent, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useIntl } from 'react-intl';
import { EMAIL_BLOCK_TYPES, type EmailBlockType } from '../../../../../server/contract/email-blocks';
import { BLOCK_TYPE_TEXT } from './block-texts';

const ICONS: Readonly<Record<EmailBlockType, IconName>> = {
  heading1: 'header-one',
  heading2: 'header-two',
  paragraph: 'paragraph',
  richtext: 'style',
  divider: 'minus',
  button: 'widget-button',
  link: 'link',
  image: 'media',
  variable: 'code',
};

interface AddBlockMenuProps {
  disabled: boolean;
  /** Says why the button is off, for everyone (the hint beside it carries this id). */
  describedBy?: string;
  onAdd: (type: EmailBlockType) => void;
}

/** 'Add block' and its menu of the nine block types (spec part 3 §2). */
export function AddBlockMenu({ disabled, describedBy, onAdd }: AddBlockMenuProps) {
  const intl = useIntl();
  const menu = (
    <Menu aria-label={intl.formatMessage({ id: 'emailBuilder.addBlock' })}>
      {EMAIL_BLOCK_TYPES.map((type) => (
        <MenuItem
          key={type}
          icon={ICONS[type]}
          text={intl.formatMessage({ id: BLOCK_TYPE_TEXT[type] })}
          onClick={() => onAdd(type)}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start" arrow={false} disabled={disabled}>
      <Button
        icon="add"
        endIcon="caret-down"
        intent={Intent.PRIMARY}
        text={intl.formatMessage({ id: 'emailBuilder.addBlock' })}
        disabled={disabled}
        aria-describedby={describedBy}
        data-action="add"
      />
    </PopoverNext>
  );
}
