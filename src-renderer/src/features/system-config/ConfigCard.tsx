import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';

/** One of the page's three areas (spec part 3 §2), a region named by its title. */
export function ConfigCard({
  anchor,
  titleId,
  descriptionId,
  children,
}: {
  anchor: string;
  titleId: MessageId;
  descriptionId: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Card className="settings-card" id={anchor} tabIndex={-1} role="region" aria-labelledby={`${anchor}-title`}>
      <h2 className="settings-card-title" id={`${anchor}-title`}>
        {intl.formatMessage({ id: titleId })}
      </h2>
      <p className="settings-hint">{intl.formatMessage({ id: descriptionId })}</p>
      {children}
    </Card>
  );
}
