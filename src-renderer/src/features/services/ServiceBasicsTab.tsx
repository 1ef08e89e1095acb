import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  DESCRIPTION_MAX_LENGTH,
  SERVICE_NAME_MAX_LENGTH,
  type ServiceCategory,
} from '../../../../server/contract/services';
import type { Draft } from '../../components/form/useDraft';
import { durationChoices } from './minute-options';
import { MinutesSelect } from './MinutesSelect';
import type { ServiceFormValues } from './service-form';

interface ServiceBasicsTabProps {
  draft: Draft<ServiceFormValues>;
  values: ServiceFormValues;
  categories: readonly ServiceCategory[];
}

/** Basic Details: name, description, category (active ones), duration and the Service Status switch. */
export function ServiceBasicsTab({ draft, values, categories }: ServiceBasicsTabProps) {
  const intl = useIntl();
  // An inactive category cannot be chosen; the one the service is already filed under stays shown.
  const choosable = categories.filter((category) => category.isActive || category.id === values.categoryId);

  return (
    <div className="services-dialog-panel">
      <FormGroup
        label={intl.formatMessage({ id: 'services.dialog.name' })}
        labelFor="service-name"
        labelInfo={intl.formatMessage({ id: 'form.required' })}
      >
        <InputGroup
          id="service-name"
          value={values.name}
          maxLength={SERVICE_NAME_MAX_LENGTH}
          autoComplete="off"
          autoFocus
          onChange={(event) => draft.set('name', event.target.value)}
        />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'services.dialog.description' })} labelFor="service-description">
        <TextArea
          id="service-description"
          fill
          rows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(event) => draft.set('description', event.target.value)}
        />
      </FormGroup>
      <div className="settings-grid">
        <FormGroup label={intl.formatMessage({ id: 'services.dialog.category' })} labelFor="service-category">
          <HTMLSelect
            id="service-category"
            fill
            value={values.categoryId ?? ''}
            onChange={(event) => draft.set('categoryId', event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'services.dialog.noCategory' })}</option>
            {choosable.map((category) => (
              <option key={category.id} value={category.id}>
                {category.isActive
                  ? category.name
                  : intl.formatMessage({ id: 'services.dialog.inactiveCategory' }, { name: category.name })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <MinutesSelect
          id="service-duration"
          label={intl.formatMessage({ id: 'services.dialog.duration' })}
          value={values.durationMinutes}
          choices={durationChoices(values.durationMinutes)}
          onChange={(minutes) => draft.set('durationMinutes', minutes)}
        />
      </div>
      <div className="settings-switch">
        <Switch
          id="service-active"
          role="switch"
          checked={values.isActive}
          label={intl.formatMessage({ id: 'services.dialog.status' })}
          aria-describedby="service-active-help"
          onChange={(event) => draft.set('isActive', event.currentTarget.checked)}
        />
        <p className="settings-hint settings-switch-help" id="service-active-help">
          {intl.formatMessage({
            id: values.isActive ? 'services.dialog.statusActive' : 'services.dialog.statusInactive',
          })}
        </p>
      </div>
    </div>
  );
}
