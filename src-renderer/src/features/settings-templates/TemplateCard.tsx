import { Button, Card, Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { SettingsTemplate } from '../../../../server/contract/settings-templates';
import type { MessageId } from '../../i18n/en';

export interface TemplateCardProps {
  template: SettingsTemplate;
  /** Star toggle shown (§6: not on official templates, only for those who manage settings). */
  canFavorite: boolean;
  canApply: boolean;
  /** Delete shown (§6: the creator only, never official). */
  canDelete: boolean;
  /** A call for this template is under way: its buttons wait. */
  busy: boolean;
  onFavorite: (template: SettingsTemplate) => void;
  onApply: (template: SettingsTemplate) => void;
  onDelete: (template: SettingsTemplate) => void;
}

/**
 * One template: its name, the star, the category and Official tags, the description, how often it
 * was used and by whom it was made, and Apply and Delete.
 */
export function TemplateCard({
  template,
  canFavorite,
  canApply,
  canDelete,
  busy,
  onFavorite,
  onApply,
  onDelete,
}: TemplateCardProps) {
  const intl = useIntl();
  const text = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { name } = template;
  const titleId = `settings-template-${template.id}`;

  return (
    <Card className="settings-template-card" role="listitem" aria-labelledby={titleId}>
      <div className="settings-template-head">
        <h3 id={titleId} className="settings-template-name">
          {name}
        </h3>
        {canFavorite ? (
          <Button
            variant="minimal"
            icon={template.isFavorite ? 'star' : 'star-empty'}
            intent={template.isFavorite ? Intent.WARNING : Intent.NONE}
            aria-pressed={template.isFavorite}
            aria-label={text(
              template.isFavorite ? 'settingsTemplates.favorite.remove' : 'settingsTemplates.favorite.add',
              {
                name,
              },
            )}
            title={text(template.isFavorite ? 'settingsTemplates.favorite.remove' : 'settingsTemplates.favorite.add', {
              name,
            })}
            disabled={busy}
            onClick={() => onFavorite(template)}
          />
        ) : (
          // Someone who can't change it still sees that the organization marked it.
          template.isFavorite && (
            <Icon
              icon="star"
              intent={Intent.WARNING}
              title={text('settingsTemplates.favorite.marked')}
              className="settings-template-star"
            />
          )
        )}
      </div>
      <div className="settings-template-tags">
        <Tag minimal className="settings-template-category">
          {text(`settingsTemplates.category.${template.category}`)}
        </Tag>
        {template.isOfficial && (
          <Tag minimal intent={Intent.PRIMARY} icon="endorsed" className="settings-template-official">
            {text('settingsTemplates.official')}
          </Tag>
        )}
      </div>
      <p className={`settings-template-description ${template.description === '' ? Classes.TEXT_MUTED : ''}`.trim()}>
        {template.description === '' ? text('settingsTemplates.noDescription') : template.description}
      </p>
      <p className={`settings-template-meta ${Classes.TEXT_MUTED}`}>
        <span className="settings-template-usage">
          {text('settingsTemplates.usage', { count: template.usageCount })}
        </span>
        {!template.isOfficial && (
          <span className="settings-template-author">
            {template.createdBy === null
              ? text('settingsTemplates.createdBy.unknown')
              : text('settingsTemplates.createdBy', {
                  name: `${template.createdBy.firstName} ${template.createdBy.lastName}`.trim(),
                })}
          </span>
        )}
      </p>
      {(canApply || canDelete) && (
        <div className="settings-template-actions">
          {canDelete && (
            <Button
              variant="minimal"
              intent={Intent.DANGER}
              icon="trash"
              text={text('settingsTemplates.delete')}
              aria-label={text('settingsTemplates.delete.label', { name })}
              disabled={busy}
              onClick={() => onDelete(template)}
            />
          )}
          {canApply && (
            <Button
              intent={Intent.PRIMARY}
              icon="tick"
              text={text('settingsTemplates.apply')}
              aria-label={text('settingsTemplates.apply.label', { name })}
              disabled={busy}
              onClick={() => onApply(template)}
            />
          )}
        </div>
      )}
    </Card>
  );
}
