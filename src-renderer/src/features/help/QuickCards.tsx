import { Classes, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import type { MessageId } from '../../i18n/en';
import { API_DOCS_ANCHOR, HELP_ANCHORS } from './page-tabs';

/** The API's readable description, served by this server (server/openapi): the renderer's origin. */
export const API_DOCS_PATH = '/api/docs';
/** Where System Status leads: the Performance Monitor's section. */
export const STATUS_SECTION = 'performance';

const CARD_CLASS = `${Classes.CARD} ${Classes.INTERACTIVE} help-quick-card`;

function CardText({
  icon,
  titleId,
  descriptionId,
  extra,
}: {
  icon: IconName;
  titleId: MessageId;
  descriptionId: MessageId;
  extra?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <Icon icon={icon} size={20} aria-hidden className="help-quick-icon" />
      <span className="help-quick-text">
        <span className="help-quick-title">{intl.formatMessage({ id: titleId })}</span>
        <span className="help-quick-description">{intl.formatMessage({ id: descriptionId })}</span>
        {extra}
      </span>
    </>
  );
}

/**
 * The four quick cards of spec part 3 §2, each leading somewhere real: the guides (there are no
 * videos: the description says so), the support details, the OpenAPI page in a new window (in the
 * desktop app the window guard hands it to the system browser), and the Performance Monitor.
 */
export function QuickCards({ onContact }: { onContact: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { sections, hrefOf } = useSettingsNavigation();
  const canSeeStatus = sections.some((section) => section.path === STATUS_SECTION);
  return (
    <ul className="help-quick-cards">
      <li>
        <Link to={{ pathname, search: '', hash: HELP_ANCHORS.guides }} className={CARD_CLASS}>
          <CardText icon="video" titleId="help.card.videos" descriptionId="help.card.videos.description" />
        </Link>
      </li>
      <li>
        <button type="button" className={CARD_CLASS} onClick={onContact}>
          <CardText icon="chat" titleId="help.card.support" descriptionId="help.card.support.description" />
        </button>
      </li>
      <li>
        <a id={API_DOCS_ANCHOR} href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer" className={CARD_CLASS}>
          <CardText
            icon="code"
            titleId="help.card.api"
            descriptionId="help.card.api.description"
            extra={<span className="visually-hidden">{` (${intl.formatMessage({ id: 'help.card.api.opens' })})`}</span>}
          />
        </a>
      </li>
      {canSeeStatus && (
        <li>
          <Link to={hrefOf(STATUS_SECTION)} className={CARD_CLASS}>
            <CardText icon="pulse" titleId="help.card.status" descriptionId="help.card.status.description" />
          </Link>
        </li>
      )}
    </ul>
  );
}
