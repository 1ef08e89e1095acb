import { MAX_CORS_ORIGINS, type SystemConfiguration } from '../../../../server/contract/system-configuration';
import { EntryListField } from '../../components/form/EntryListField';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { isCorsOrigin } from './cors-origins';

/** The websites allowed to call the public booking API from their own pages, one per line. */
export function CorsOriginsField({ form }: { form: SettingsDocument<SystemConfiguration> }) {
  return (
    <EntryListField
      form={form}
      path="security.corsOrigins"
      isEntry={isCorsOrigin}
      max={MAX_CORS_ORIGINS}
      placeholder={'https://www.example.com\nhttps://booking.example.com'}
      messages={{
        help: 'systemConfig.corsOrigins.help',
        invalid: 'systemConfig.corsOrigins.invalid',
        tooMany: 'systemConfig.corsOrigins.tooMany',
      }}
    />
  );
}
