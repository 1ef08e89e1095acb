import { Classes, Dialog, DialogBody, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { findSection } from '../../app/sections/settings-sections';
import { guideStepIds } from './guides';
import type { GuideItem } from './useHelpContent';

interface GuideDialogProps {
  /** The open guide; undefined: closed. */
  item: GuideItem | undefined;
  onClose: () => void;
  usePortal?: boolean;
}

/**
 * A guide opened: its numbered steps, and a link to the screen it walks through (when this user
 * may open it), so reading and doing are one click apart.
 */
export function GuideDialog({ item, onClose, usePortal = true }: GuideDialogProps) {
  const intl = useIntl();
  const { sections, hrefOf } = useSettingsNavigation();
  const guide = item?.guide;
  const target =
    guide && sections.some((section) => section.path === guide.section) ? findSection(guide.section) : undefined;

  return (
    <Dialog
      isOpen={item !== undefined}
      onClose={onClose}
      title={item?.title}
      icon="manual"
      usePortal={usePortal}
      className="help-guide-dialog"
    >
      {item !== undefined && guide !== undefined && (
        <DialogBody>
          <div>
            <p>{item.description}</p>
            <div className="help-guide-meta">
              <Tag minimal>{intl.formatMessage({ id: `help.difficulty.${guide.difficulty}` })}</Tag>
              <span className="help-muted">
                {intl.formatMessage({ id: 'help.guide.minutes' }, { minutes: guide.timeToRead })}
              </span>
            </div>
            <h3>{intl.formatMessage({ id: 'help.guide.steps' })}</h3>
            <ol className="help-guide-steps">
              {guideStepIds(guide).map((id) => (
                <li key={id}>{intl.formatMessage({ id })}</li>
              ))}
            </ol>
            {target !== undefined && (
              <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={hrefOf(target.path)}>
                {intl.formatMessage({ id: 'help.guide.open' }, { section: intl.formatMessage({ id: target.titleId }) })}
              </Link>
            )}
          </div>
        </DialogBody>
      )}
    </Dialog>
  );
}
