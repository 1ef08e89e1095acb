import { Button, Card, Classes, H3, Icon, Intent, type IconName } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ImportEntity } from '../../../../server/contract/imports/api';
import type { EntityCount } from './api';
import { ExportButton } from './ExportButton';

export const ENTITY_ICONS: Readonly<Record<ImportEntity, IconName>> = {
  clients: 'people',
  treatments: 'list',
  staff: 'team',
  products: 'shopping-cart',
};

interface EntityCardProps {
  entity: ImportEntity;
  count: EntityCount;
  onImport: () => void;
  /** Where View goes: a dialog (clients, products) or the entity's own page (treatments, staff). */
  view: { onClick: () => void } | { href: string } | null;
}

/** One card of the hub (§2): the entity, its number of records, Import, Export and View. */
export function EntityCard({ entity, count, onImport, view }: EntityCardProps) {
  const intl = useIntl();
  const titleId = `imports-card-${entity}`;
  const viewText = intl.formatMessage({ id: 'imports.card.view' });
  const viewLabel = intl.formatMessage({ id: 'imports.card.viewOf' }, { entity });

  let countText: string;
  if (count.unavailable) countText = intl.formatMessage({ id: 'imports.entity.countUnavailable' });
  else if (count.count === undefined) countText = '…';
  else countText = intl.formatMessage({ id: 'imports.entity.count' }, { entity, count: count.count });

  return (
    <Card className="imports-card" aria-labelledby={titleId} role="region">
      <div className="imports-card-head">
        <span className="imports-card-icon" aria-hidden>
          <Icon icon={ENTITY_ICONS[entity]} size={20} />
        </span>
        <div>
          <H3 id={titleId} className="imports-card-title">
            {intl.formatMessage({ id: 'imports.entity.title' }, { entity })}
          </H3>
          <p className="imports-card-count" aria-live="polite">
            {countText}
          </p>
        </div>
      </div>
      <p className="settings-hint imports-card-description">
        {intl.formatMessage({ id: 'imports.entity.description' }, { entity })}
      </p>
      <div className="imports-card-actions">
        <Button
          icon="import"
          intent={Intent.PRIMARY}
          text={intl.formatMessage({ id: 'imports.card.import' })}
          aria-label={intl.formatMessage({ id: 'imports.wizard.title' }, { entity })}
          onClick={onImport}
        />
        <ExportButton entity={entity} />
        {view !== null &&
          ('href' in view ? (
            <Link to={view.href} className={`${Classes.BUTTON} ${Classes.MINIMAL}`} aria-label={viewLabel}>
              <Icon icon="eye-open" />
              <span className={Classes.BUTTON_TEXT}>{viewText}</span>
            </Link>
          ) : (
            <Button variant="minimal" icon="eye-open" text={viewText} aria-label={viewLabel} onClick={view.onClick} />
          ))}
      </div>
    </Card>
  );
}
