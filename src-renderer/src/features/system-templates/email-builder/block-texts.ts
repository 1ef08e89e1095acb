import type { EmailBlockType } from '../../../../../server/contract/email-blocks';
import type { MessageId } from '../../../i18n/en';

/** Each block type's name as the builder shows it. */
export const BLOCK_TYPE_TEXT: Readonly<Record<EmailBlockType, MessageId>> = {
  heading1: 'emailBuilder.block.heading1',
  heading2: 'emailBuilder.block.heading2',
  paragraph: 'emailBuilder.block.paragraph',
  richtext: 'emailBuilder.block.richtext',
  divider: 'emailBuilder.block.divider',
  button: 'emailBuilder.block.button',
  link: 'emailBuilder.block.link',
  image: 'emailBuilder.block.image',
  variable: 'emailBuilder.block.variable',
};
