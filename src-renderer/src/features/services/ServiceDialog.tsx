import { Dialog, DialogBody, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Service, ServiceCategory } from '../../../../server/contract/services';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { LabelOf } from '../../components/form/form-errors';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useDraft } from '../../components/form/useDraft';
import { useRecordDialog } from '../../components/form/useRecordDialog';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { useCreateService, useFormTemplates, useServices, useUpdateService } from './api';
import {
  checkServiceForm,
  serviceBody,
  serviceFormValues,
  tabOfProblem,
  withoutVariants,
  type ServiceFormProblem,
  type ServiceFormValues,
} from './service-form';
import { ServiceAdvancedTab } from './ServiceAdvancedTab';
import { ServiceBasicsTab } from './ServiceBasicsTab';
import { ServicePricingTab } from './ServicePricingTab';

type DialogTab = 'basic' | 'pricing' | 'advanced';

const PROBLEMS: Readonly<Record<ServiceFormProblem, MessageId>> = {
  nameRequired: 'services.dialog.error.nameRequired',
  variantRequired: 'services.dialog.error.variantRequired',
  variantName: 'services.dialog.error.variantName',
  variantPrice: 'services.dialog.error.variantPrice',
  priceInvalid: 'services.dialog.error.priceInvalid',
  processingInside: 'services.dialog.error.processingInside',
};

/** How a refusal of the server names a field of the dialog: by its label, never by its key. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  name: 'services.dialog.name',
  description: 'services.dialog.description',
  categoryId: 'services.dialog.category',
  durationMinutes: 'services.dialog.duration',
  priceType: 'services.dialog.priceType',
  price: 'services.dialog.price',
  bufferBeforeMinutes: 'services.dialog.bufferBefore',
  bufferAfterMinutes: 'services.dialog.bufferAfter',
  processingStartMinutes: 'services.dialog.processingStart',
  processingMinutes: 'services.dialog.processing',
  defaultTemplateId: 'services.dialog.template',
  variants: 'services.dialog.pricing.variants',
};

interface ServiceDialogProps {
  /** The service to edit, as the list has it now; absent to add one. */
  service?: Service;
  categories: readonly ServiceCategory[];
  /** A new service goes into the category chosen in the sidebar, when it is active. */
  defaultCategoryId: string | null;
  /** The currency a typed price is in. */
  currency: string | undefined;
  onClose: () => void;
}

/**
 * The service dialog (spec §2-§5): Basic Details, Pricing and Advanced. The form shows the service
 * with the edits made here laid over it (the kit's draft), so after someone else's save (412)
 * loading their version keeps exactly what was changed here. The spec's checks run before
 * anything is sent and their sentence shows in the red banner, as the server's refusal does.
 */
export function ServiceDialog({ service, categories, defaultCategoryId, currency, onClose }: ServiceDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateService();
  const update = useUpdateService();
  const services = useServices();
  const templates = useFormTemplates();
  const saved = useMemo(() => serviceFormValues(service, defaultCategoryId), [service, defaultCategoryId]);
  const draft = useDraft<ServiceFormValues>(saved);
  const values = draft.values ?? saved;
  const [tab, setTab] = useState<DialogTab>('basic');
  const [confirmingSingle, setConfirmingSingle] = useState(false);
  const saving = create.isPending || update.isPending;

  const labelOf: LabelOf = (path) => {
    const id = FIELD_LABELS[path];
    return id === undefined ? undefined : intl.formatMessage({ id });
  };

  const { conflict, setBanner, refused, notices } = useRecordDialog({
    labelOf,
    fallback: intl.formatMessage({ id: 'services.dialog.failed' }),
    refetch: () => services.refetch(),
    discard: () => draft.reset(),
    bannerClassName: 'services-dialog-banner',
  });

  function failed(title: MessageId) {
    return (error: unknown) => {
      const refusal = refused(error);
      if (refusal) notify.failure(intl.formatMessage({ id: title }), refusal.shown);
    };
  }

  function save(next: ServiceFormValues) {
    if (saving || conflict) return;
    const problem = checkServiceForm(next);
    if (problem !== null) {
      setBanner(intl.formatMessage({ id: PROBLEMS[problem] }));
      setTab(tabOfProblem(problem));
      return;
    }
    setBanner(null);
    const body = serviceBody(next);
    if (!service) {
      create.mutate(body, {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'services.service.created' }));
          onClose();
        },
        onError: failed('services.service.createFailed'),
      });
      return;
    }
    update.mutate(
      { service, changes: body },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'services.service.updated' }));
          onClose();
        },
        onError: failed('services.service.updateFailed'),
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save(values);
  }

  /** Spec §4, Delete Variants & Save: variants cleared, price type fixed, saved at once. */
  function deleteVariantsAndSave() {
    setConfirmingSingle(false);
    const next = withoutVariants(values);
    draft.replace(next);
    save(next);
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: service ? 'services.dialog.editTitle' : 'services.dialog.newTitle' })}
      className="services-service-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {notices}
          <Tabs id="service-dialog" selectedTabId={tab} onChange={(next) => setTab(next as DialogTab)}>
            <Tab
              id="basic"
              title={intl.formatMessage({ id: 'services.dialog.tab.basic' })}
              panel={<ServiceBasicsTab draft={draft} values={values} categories={categories} />}
            />
            <Tab
              id="pricing"
              title={intl.formatMessage({ id: 'services.dialog.tab.pricing' })}
              panel={
                <ServicePricingTab
                  draft={draft}
                  values={values}
                  currency={currency}
                  onSingleWithVariants={() => setConfirmingSingle(true)}
                />
              }
            />
            <Tab
              id="advanced"
              title={intl.formatMessage({ id: 'services.dialog.tab.advanced' })}
              panel={<ServiceAdvancedTab draft={draft} values={values} templates={templates.data ?? []} />}
            />
          </Tabs>
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'services.dialog.save' })}
          onCancel={onClose}
          loading={saving}
          disabled={values.name.trim() === '' || conflict}
        />
      </form>
      <ConfirmDialog
        isOpen={confirmingSingle}
        title={intl.formatMessage({ id: 'services.dialog.deleteVariants.title' })}
        confirmText={intl.formatMessage({ id: 'services.dialog.deleteVariants.confirm' })}
        cancelText={intl.formatMessage({ id: 'services.dialog.deleteVariants.keep' })}
        // Keep Variants: the service stays in variant mode, as it was.
        onCancel={() => setConfirmingSingle(false)}
        onConfirm={deleteVariantsAndSave}
      >
        <p>{intl.formatMessage({ id: 'services.dialog.deleteVariants.body' }, { count: values.variants.length })}</p>
      </ConfirmDialog>
    </Dialog>
  );
}
