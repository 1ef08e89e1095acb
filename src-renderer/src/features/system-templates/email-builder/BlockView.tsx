import { Icon } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { isSafeLinkTarget, type EmailBlock, type EmailBrand } from '../../../../../server/contract/email-blocks';
import { BLOCK_STYLE, TEXT_WITH_BREAKS, buttonStyle, linkStyle } from './block-style';
import { RichtextView } from './RichtextView';

/**
 * One block as the email shows it, written by React (the text stays text). Pictures show as a
 * frame with their description: the app does not load pictures from other sites, the preview does.
 */
export function BlockView({ block, brand }: { block: EmailBlock; brand: EmailBrand }) {
  const intl = useIntl();
  switch (block.type) {
    case 'heading1':
      return <div style={{ ...BLOCK_STYLE.heading1, ...TEXT_WITH_BREAKS, fontWeight: 700 }}>{block.content}</div>;
    case 'heading2':
      return <div style={{ ...BLOCK_STYLE.heading2, ...TEXT_WITH_BREAKS, fontWeight: 700 }}>{block.content}</div>;
    case 'paragraph':
      return <div style={{ ...BLOCK_STYLE.paragraph, ...TEXT_WITH_BREAKS }}>{block.content}</div>;
    case 'richtext':
      return (
        <div style={BLOCK_STYLE.paragraph} className="email-builder-richtext">
          <RichtextView html={block.content} linkStyle={linkStyle(brand)} />
        </div>
      );
    case 'divider':
      return <div style={BLOCK_STYLE.divider} />;
    case 'button':
      return (
        <div style={BLOCK_STYLE.buttonRow}>
          <span style={buttonStyle(brand)} title={shownTarget(block.buttonUrl)}>
            {block.buttonText}
          </span>
        </div>
      );
    case 'link':
      return (
        <div style={BLOCK_STYLE.paragraph}>
          <span style={linkStyle(brand)} title={shownTarget(block.url)}>
            {block.content}
          </span>
        </div>
      );
    case 'image':
      return (
        <div style={BLOCK_STYLE.image}>
          <div className="email-builder-image">
            <Icon icon="media" size={24} aria-hidden />
            <span className="email-builder-image-alt">
              {block.imageAlt.trim()
                ? intl.formatMessage({ id: 'emailBuilder.image.alt' }, { alt: block.imageAlt })
                : intl.formatMessage({ id: 'emailBuilder.image.noAlt' })}
            </span>
            <span className="email-builder-image-url">{block.imageUrl}</span>
          </div>
        </div>
      );
    case 'variable':
      return (
        <div style={BLOCK_STYLE.paragraph}>
          <code className="email-builder-variable">{`{{${block.variableName}}}`}</code>
        </div>
      );
  }
}

/** The address as a tooltip, only when it is one an email may use (the block warns otherwise). */
const shownTarget = (url: string) => (isSafeLinkTarget(url) ? url.trim() : undefined);
