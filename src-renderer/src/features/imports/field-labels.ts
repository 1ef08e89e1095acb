import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ImportField } from '../../../../server/contract/imports/types';
import { en, type MessageId } from '../../i18n/en';

const PREFIX = 'imports.field.';

/** The catalog's id for a field key, when the catalog has one. */
export function fieldLabelId(key: string): MessageId | undefined {
  const id = `${PREFIX}${key}`;
  return Object.hasOwn(en, id) ? (id as MessageId) : undefined;
}

/**
 * A target field's label in the person's language, by its key (the import library's labels are
 * English); a field the catalog does not know yet keeps the library's label.
 */
export function useFieldLabel(): (field: Pick<ImportField, 'key' | 'label'>) => string {
  const intl = useIntl();
  return useCallback(
    (field) => {
      const id = fieldLabelId(field.key);
      return id === undefined ? field.label : intl.formatMessage({ id });
    },
    [intl],
  );
}
