import { Dialog, DialogBody, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  CATEGORY_NAME_MAX_LENGTH,
  DEFAULT_CATEGORY_COLOR,
  type ServiceCategory,
  type UpdateCategoryBody,
} from '../../../../server/contract/services';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import type { LabelOf } from '../../components/form/form-errors';
import { saveFailure } from '../../components/form/save-outcome';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { useCreateCategory, useServiceCategories, useUpdateCategory } from './api';

/** A few colours to pick from; any other is typed as hex. The first is the spec's default. */
const SWATCHES: readonly { color: string; nameId: MessageId }[] = [
  { color: DEFAULT_CATEGORY_COLOR, nameId: 'services.color.indigo' },
  { color: '#ec4899', nameId: 'services.color.pink' },
  { color: '#ef4444', nameId: 'services.color.red' },
  { color: '#f59e0b', nameId: 'services.color.amber' },
  { color: '#10b981', nameId: 'services.color.green' },
  { color: '#0ea5e9', nameId: 'services.color.sky' },
  { color: '#8b5cf6', nameId: 'services.color.violet' },
  { color: '#64748b', nameId: 'services.color.slate' },
];

const HEX = /^#[0-9a-fA-F]{6}$/;

interface CategoryDialogProps {
  /** The category to edit, as the list has it now; absent to add one. */
  category?: ServiceCategory;
  onClose: () => void;
  onCreated: (category: ServiceCategory) => void;
}

/**
 * New Category / Edit Category (spec §2): name, colour and the active switch (an inactive
 * category cannot be chosen for a service). A field left untouched follows the latest version of
 * the category, so after someone else's change (412) loading theirs keeps only what was edited here.
 */
export function CategoryDialog({ category, onClose, onCreated }: CategoryDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const categories = useServiceCategories();
  const [name, setName] = useState<string | null>(null);
  const [colorText, setColorText] = useState<string | null>(null);
  const [active, setActive] = useState<boolean | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  const nameValue = name ?? category?.name ?? '';
  const colorValue = colorText ?? category?.color ?? DEFAULT_CATEGORY_COLOR;
  const colorValid = HEX.test(colorValue);
  const activeValue = active ?? category?.isActive ?? true;
  const saving = create.isPending || update.isPending;

  const labelOf: LabelOf = (path) =>
    path === 'name'
      ? intl.formatMessage({ id: 'services.category.name' })
      : path === 'color'
        ? intl.formatMessage({ id: 'services.category.color' })
        : undefined;

  function failed(title: MessageId) {
    return (error: unknown) => {
      const failure = saveFailure(intl, error, labelOf);
      setConflict(failure.conflict);
      if (failure.fieldError?.path === 'name') setNameError(failure.fieldError.text);
      notify.failure(intl.formatMessage({ id: title }), failure.shown);
    };
  }

  function reload(discard: boolean) {
    if (discard) {
      setName(null);
      setColorText(null);
      setActive(null);
    }
    setReloading(true);
    void categories.refetch().then((result) => {
      setReloading(false);
      if (!result.isError) setConflict(false);
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || conflict || nameValue.trim() === '' || !colorValid) return;
    setNameError(null);
    if (!category) {
      create.mutate(
        { name: nameValue.trim(), color: colorValue.toLowerCase(), isActive: activeValue },
        {
          onSuccess: (created) => {
            notify.success(intl.formatMessage({ id: 'services.category.created' }));
            onCreated(created);
            onClose();
          },
          onError: failed('services.category.createFailed'),
        },
      );
      return;
    }
    const changes: UpdateCategoryBody = {};
    if (nameValue.trim() !== category.name) changes.name = nameValue.trim();
    if (colorValue.toLowerCase() !== category.color.toLowerCase()) changes.color = colorValue.toLowerCase();
    if (activeValue !== category.isActive) changes.isActive = activeValue;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { category, changes },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'services.category.updated' }));
          onClose();
        },
        onError: failed('services.category.updateFailed'),
      },
    );
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: category ? 'services.category.editTitle' : 'services.category.newTitle' })}
      className="services-category-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {conflict && (
            <ConflictNotice reloading={reloading} onLoadLatest={() => reload(false)} onDiscard={() => reload(true)} />
          )}
          <FormGroup
            label={intl.formatMessage({ id: 'services.category.name' })}
            labelFor="services-category-name"
            intent={nameError ? Intent.DANGER : Intent.NONE}
            helperText={nameError ?? undefined}
          >
            <InputGroup
              id="services-category-name"
              value={nameValue}
              maxLength={CATEGORY_NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              intent={nameError ? Intent.DANGER : Intent.NONE}
              aria-invalid={nameError !== null || undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'services.category.color' })}
            labelFor="services-category-color"
            intent={colorValid ? Intent.NONE : Intent.DANGER}
            helperText={intl.formatMessage({
              id: colorValid ? 'services.category.colorHelp' : 'services.category.colorInvalid',
            })}
          >
            <div
              className="services-swatches"
              role="group"
              aria-label={intl.formatMessage({ id: 'services.category.swatches' })}
            >
              {SWATCHES.map((swatch) => (
                <button
                  key={swatch.color}
                  type="button"
                  className="services-swatch"
                  style={{ backgroundColor: swatch.color }}
                  aria-label={intl.formatMessage({ id: swatch.nameId })}
                  aria-pressed={colorValue.toLowerCase() === swatch.color}
                  onClick={() => setColorText(swatch.color)}
                />
              ))}
            </div>
            <InputGroup
              id="services-category-color"
              className="services-hex-input"
              value={colorValue}
              maxLength={7}
              autoComplete="off"
              leftElement={
                <span
                  className="services-dot services-hex-preview"
                  style={{ backgroundColor: colorValid ? colorValue : 'transparent' }}
                  aria-hidden
                />
              }
              intent={colorValid ? Intent.NONE : Intent.DANGER}
              aria-invalid={!colorValid || undefined}
              onChange={(event) => setColorText(event.target.value.trim())}
            />
          </FormGroup>
          <div className="settings-switch">
            <Switch
              id="services-category-active"
              role="switch"
              checked={activeValue}
              label={intl.formatMessage({ id: 'services.category.active' })}
              aria-describedby="services-category-active-help"
              onChange={(event) => setActive(event.currentTarget.checked)}
            />
            <p className="settings-hint settings-switch-help" id="services-category-active-help">
              {intl.formatMessage({ id: 'services.category.activeHelp' })}
            </p>
          </div>
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'services.category.save' })}
          onCancel={onClose}
          loading={saving}
          disabled={nameValue.trim() === '' || !colorValid || conflict}
        />
      </form>
    </Dialog>
  );
}
