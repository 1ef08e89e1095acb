import { Button, Intent, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageTemplate } from '../../../../server/contract/message-templates';
import type { MessageId } from '../../i18n/en';
import { isCustomized, isMarketing, isOn, isSystem } from './template-list';

/** What a template's buttons and menu ask the page to do. */
export interface TemplateHandlers {
  onPreview: (template: MessageTemplate) => void;
  onEdit: (template: MessageTemplate) => void;
  onReset: (template: MessageTemplate) => void;
  onToggle: (template: MessageTemplate) => void;
  onHistory: (template: MessageTemplate) => void;
  onDuplicate: (template: MessageTemplate) => void;
  onDelete: (template: MessageTemplate) => void;
}

interface TemplateActionsProps extends TemplateHandlers {
  template: MessageTemplate;
  /** A change to this template is on its way: its buttons wait. */
  busy: boolean;
}

/**
 * Preview and Edit (spec part 3 §2), then a menu of the rest: for a system template Reset to
 * default (when customised), Enable or Disable and History; Duplicate for any; Delete for a
 * marketing template. Every control names its template for screen readers.
 */
export function TemplateActions({ template, busy, ...handlers }: TemplateActionsProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const named = (id: MessageId) => intl.formatMessage({ id }, { name: template.name });
  return (
    <div className="settings-row-actions system-templates-actions">
      <Button
        variant="minimal"
        size="small"
        icon="eye-open"
        text={text('systemTemplates.action.preview')}
        aria-label={named('systemTemplates.action.preview.label')}
        onClick={() => handlers.onPreview(template)}
      />
      <Button
        variant="minimal"
        size="small"
        icon="edit"
        text={text('systemTemplates.action.edit')}
        aria-label={named('systemTemplates.action.edit.label')}
        disabled={busy}
        onClick={() => handlers.onEdit(template)}
      />
      <PopoverNext
        placement="bottom-end"
        arrow={false}
        disabled={busy}
        content={
          <Menu aria-label={named('systemTemplates.action.more.label')}>
            {isCustomized(template) && (
              <MenuItem
                icon="reset"
                text={text('systemTemplates.action.reset')}
                onClick={() => handlers.onReset(template)}
              />
            )}
            {isSystem(template) && (
              <MenuItem
                icon={isOn(template) ? 'disable' : 'tick'}
                text={text(isOn(template) ? 'systemTemplates.action.disable' : 'systemTemplates.action.enable')}
                onClick={() => handlers.onToggle(template)}
              />
            )}
            {isSystem(template) && (
              <MenuItem
                icon="history"
                text={text('systemTemplates.action.history')}
                onClick={() => handlers.onHistory(template)}
              />
            )}
            <MenuItem
              icon="duplicate"
              text={text('systemTemplates.action.duplicate')}
              onClick={() => handlers.onDuplicate(template)}
            />
            {isMarketing(template) && (
              <>
                <MenuDivider />
                <MenuItem
                  icon="trash"
                  intent={Intent.DANGER}
                  text={text('systemTemplates.action.delete')}
                  onClick={() => handlers.onDelete(template)}
                />
              </>
            )}
          </Menu>
        }
      >
        <Button
          variant="minimal"
          size="small"
          icon="more"
          aria-label={named('systemTemplates.action.more.label')}
          loading={busy}
        />
      </PopoverNext>
    </div>
  );
}
