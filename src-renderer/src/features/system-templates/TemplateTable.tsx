import { Card, HTMLTable } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageTemplate } from '../../../../server/contract/message-templates';
import type { MessageId } from '../../i18n/en';
import { TemplateActions, type TemplateHandlers } from './TemplateActions';
import { StateTags, TypeTag } from './TemplateTags';

export interface TemplateViewProps extends TemplateHandlers {
  templates: readonly MessageTemplate[];
  categoryOf: (template: MessageTemplate) => string;
  /** The template a change is on its way for, if any. */
  busyId: string | null;
}

/** The list view: one row per template with its name, category, type, state and actions. */
export function TemplateTable({ templates, categoryOf, busyId, ...handlers }: TemplateViewProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="settings-table-scroll">
      <HTMLTable className="settings-table system-templates-table" compact striped>
        <caption className="visually-hidden">{text('systemTemplates.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('systemTemplates.column.name')}</th>
            <th scope="col">{text('systemTemplates.column.category')}</th>
            <th scope="col">{text('systemTemplates.column.type')}</th>
            <th scope="col">{text('systemTemplates.column.status')}</th>
            <th scope="col">{text('systemTemplates.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id} data-template-id={template.id}>
              <td className="system-templates-name">{template.name}</td>
              <td>{categoryOf(template)}</td>
              <td>
                <TypeTag type={template.type} />
              </td>
              <td>
                <StateTags template={template} />
              </td>
              <td>
                <TemplateActions template={template} busy={busyId === template.id} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The card view: the same facts and actions, with the subject or the first words of the text. */
export function TemplateCards({ templates, categoryOf, busyId, ...handlers }: TemplateViewProps) {
  const intl = useIntl();
  return (
    <ul className="system-templates-cards" aria-label={intl.formatMessage({ id: 'systemTemplates.table.caption' })}>
      {templates.map((template) => (
        <li key={template.id} data-template-id={template.id}>
          <Card className="system-templates-card">
            <div className="system-templates-card-head">
              <TypeTag type={template.type} />
              <StateTags template={template} />
            </div>
            <h3 className="system-templates-name">{template.name}</h3>
            <p className="system-templates-category">{categoryOf(template)}</p>
            <p className="system-templates-excerpt">{template.subject ?? template.content}</p>
            <TemplateActions template={template} busy={busyId === template.id} {...handlers} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
