import { Button, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityEntry } from '../../../../server/contract/activity';
import { codeText } from '../../api/error-code-texts';
import { RelativeTime } from '../../components/RelativeTime';
import { ChangesTable } from './ChangesTable';
import { useDetailText } from './detail-text';

export const userName = (entry: ActivityEntry): string | null =>
  entry.user === null ? null : `${entry.user.firstName} ${entry.user.lastName}`.trim() || entry.user.email;

interface ActivityRowProps {
  entry: ActivityEntry;
  /** The entry that undid this one, when it is on the same page (for "Undone by … when"). */
  undoneBy: ActivityEntry | undefined;
  now: Date;
  /** Whether this person may undo changes at all (the server decides per entry with canRevert). */
  mayRevert: boolean;
  onRevert: (entry: ActivityEntry) => void;
}

/**
 * One entry: who (name and email), the section and action, the details, when (relative, exact on
 * hover), success or the failure's message, how often it repeated, and whether it was undone or
 * undoes another. Its menu toggles View Details and offers Undo this change when it can be undone.
 */
export function ActivityRow({ entry, undoneBy, now, mayRevert, onRevert }: ActivityRowProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const name = userName(entry);
  const canUndo = mayRevert && entry.canRevert;
  const undonerName = undoneBy === undefined ? null : userName(undoneBy);
  const details = useDetailText()(entry);

  return (
    <li className="activity-row" aria-label={details}>
      <div className="activity-row-main">
        <div className="activity-row-head">
          <span className="activity-user">
            <strong>{name ?? intl.formatMessage({ id: 'activity.user.system' })}</strong>
            {entry.user !== null && <span className="muted"> {entry.user.email}</span>}
          </span>
          <Tag minimal>{intl.formatMessage({ id: 'activity.sectionName' }, { section: entry.section })}</Tag>
          <Tag minimal>{intl.formatMessage({ id: 'activity.actionName' }, { action: entry.action })}</Tag>
          {entry.success ? (
            <Tag minimal intent="success">
              {intl.formatMessage({ id: 'activity.status.success' })}
            </Tag>
          ) : (
            <Tag minimal intent="danger">
              {intl.formatMessage({ id: 'activity.status.failed' })}
            </Tag>
          )}
          {entry.revertedBy !== null && (
            <Tag minimal intent="warning" icon="undo">
              {intl.formatMessage({ id: 'activity.undone' })}
            </Tag>
          )}
        </div>
        <div className="activity-details-text">{details}</div>
        {!entry.success && entry.errorMessage !== null && (
          <div className="activity-error">{codeText(intl, entry.errorCode) ?? entry.errorMessage}</div>
        )}
        <div className="activity-row-meta muted">
          <RelativeTime iso={entry.createdAt} now={now} />
          {entry.repeatCount > 1 && (
            <span>{intl.formatMessage({ id: 'activity.repeated' }, { count: entry.repeatCount })}</span>
          )}
          {entry.revertedBy !== null && (
            <span className="activity-undone-note">
              {undoneBy !== undefined && undonerName !== null
                ? intl.formatMessage(
                    { id: 'activity.undone.by' },
                    { name: undonerName, when: <RelativeTime key="when" iso={undoneBy.createdAt} now={now} /> },
                  )
                : intl.formatMessage({ id: 'activity.undone.later' })}
            </span>
          )}
          {entry.revertOf !== null && <span>{intl.formatMessage({ id: 'activity.undoes' })}</span>}
        </div>
        {open && <ChangesTable entry={entry} />}
      </div>
      <PopoverNext
        placement="bottom-end"
        arrow={false}
        content={
          <Menu aria-label={intl.formatMessage({ id: 'activity.row.menu' })}>
            <MenuItem
              icon="eye-open"
              text={intl.formatMessage({ id: open ? 'activity.row.hideDetails' : 'activity.row.viewDetails' })}
              onClick={() => setOpen(!open)}
            />
            {canUndo && (
              <MenuItem
                icon="undo"
                text={intl.formatMessage({ id: 'activity.row.undo' })}
                onClick={() => onRevert(entry)}
              />
            )}
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon="more"
          aria-label={`${intl.formatMessage({ id: 'activity.row.menu' })}: ${details}`}
        />
      </PopoverNext>
    </li>
  );
}
