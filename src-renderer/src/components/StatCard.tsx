import { Card, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/en';

interface StatCardProps {
  /** The heading's id, unique on the page: the card is a group named by it. */
  id: string;
  icon: IconName;
  label: string;
  note: ReactNode;
  children: ReactNode;
}

/** One figure with its label and a note under it (the overview's and the summary cards' look). */
export function StatCard({ id, icon, label, note, children }: StatCardProps) {
  return (
    <Card className="stat-card" role="group" aria-labelledby={id}>
      <div className="stat-card-head">
        <Icon icon={icon} aria-hidden />
        <h2 id={id} className="stat-card-label">
          {label}
        </h2>
      </div>
      <div className="stat-card-value">{children}</div>
      <div className="stat-card-note">{note}</div>
    </Card>
  );
}

/** A StatCard whose label and note are messages by id (the overview's and the activity summary's cards). */
export function MessageStatCard({
  idPrefix,
  icon,
  labelId,
  noteId,
  children,
}: {
  idPrefix: string;
  icon: IconName;
  labelId: MessageId;
  noteId: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <StatCard
      id={`${idPrefix}-${labelId}`}
      icon={icon}
      label={intl.formatMessage({ id: labelId })}
      note={intl.formatMessage({ id: noteId })}
    >
      {children}
    </StatCard>
  );
}
