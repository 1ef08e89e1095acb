import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { useLoadFailureToast } from '../toaster/useLoadFailureToast';
import { useNotify } from '../toaster/useNotify';
import { rememberVersion, versionOf, type DocumentEndpoint } from './endpoint';
import type { FieldError, LabelOf } from './form-errors';
import type { Path, PathValue } from './path';
import { saveFailure } from './save-outcome';
import { useDraft } from './useDraft';
import { useUnsavedMark } from './useUnsavedMark';

export interface SettingsDocumentOptions<T, Body> {
  /** Starts the id of every bound field ('general' → 'general-address-city'), for labels and search. */
  idPrefix: string;
  /** The body a save sends, from the form's values (default: the values as they are). */
  toBody?: (values: T) => Body;
  /**
   * Shown read-only while the document cannot be loaded, where the specification has a stand-in
   * (the session's details for the profile, the built-in defaults for notifications).
   */
  fallback?: T;
  /** The label of each field the page shows: how a refusal names it (never by its key). */
  labels?: Readonly<Partial<Record<Path<T>, MessageId>>>;
  /** A refusal by code that concerns one field ('EMAIL_TAKEN' → 'email'). */
  fieldOfCode?: Readonly<Record<string, string>>;
  messages: {
    saved: MessageId;
    failed: MessageId;
    /** The failure toast's text when the server's reason is not worth showing (a 5xx, offline). */
    failedBody?: MessageId;
    /** A toast when the document cannot be loaded: title and text. */
    loadFailed?: readonly [MessageId, MessageId];
  };
  /** Replaces the success toast (e.g. a note that depends on what was saved). */
  onSaved?: (saved: T, body: Body) => void;
  /** Replaces the failure toast; the conflict notice and the field's error stay the kit's. */
  onFailed?: (error: unknown, shown: unknown) => void;
  /**
   * False: the document is neither loaded nor saved (a part of the page the user may not see, such
   * as the admin notifications without manage_organization_settings); the form stays 'loading'.
   */
  enabled?: boolean;
}

export interface SettingsDocument<T> {
  /** Waiting for the first answer; failed without a stand-in to show; or showing values. */
  phase: 'loading' | 'failed' | 'ready';
  /** The last load failed (a stand-in may be shown meanwhile, read-only). */
  loadFailed: boolean;
  loadError: unknown;
  retry(): void;
  /** The document as the server last answered it (undefined until it did). */
  document: T | undefined;
  /** What the form shows: the document (or its stand-in) with the user's edits over it. */
  values: T | undefined;
  /** Only the stand-in is shown: nothing may be edited or saved over data never read. */
  readOnly: boolean;
  dirty: boolean;
  set<P extends Path<T>>(path: P, value: PathValue<T, P>): void;
  replace(values: T): void;
  /** Drops the unsaved edits. */
  reset(): void;
  save(): void;
  saving: boolean;
  /** A save was refused because someone else saved first (412). */
  conflict: boolean;
  /** Reads the latest version; the fields edited here keep their edits. */
  loadLatest(): void;
  /** Drops the edits made here and reads the latest version. */
  discardAndLoadLatest(): void;
  reloading: boolean;
  fieldError: FieldError | null;
  /** The label text of a field, for a bound field and for messages. */
  labelOf: LabelOf;
  /** The element id of a bound field. */
  fieldId(path: string): string;
}

/**
 * One settings document on one page: load, the path-aware draft, dirty, save with If-Match, the
 * toasts, the field a refusal is about, the 412 recovery, and the leave guard. A page renders
 * <DocumentForm document={...}> around bound fields (fields.tsx) and is done.
 */
export function useSettingsDocument<T, Body = T>(
  endpoint: DocumentEndpoint<T, Body>,
  options: SettingsDocumentOptions<T, Body>,
): SettingsDocument<T> {
  const intl = useIntl();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { idPrefix, messages, fallback, labels, toBody, fieldOfCode, onSaved, onFailed, enabled = true } = options;

  const query = useQuery({
    queryKey: endpoint.queryKey,
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await endpoint.load(signal);
      rememberVersion(answer.data, answer.etag);
      return answer.data;
    },
  });
  const mutation = useMutation({
    mutationFn: ({ body, etag }: { body: Body; etag: string | undefined }) => endpoint.save(body, etag),
  });

  const loadFailed = messages.loadFailed;
  useLoadFailureToast(query.isError && loadFailed ? query.errorUpdatedAt : 0, () => {
    if (loadFailed) notify.danger(intl.formatMessage({ id: loadFailed[0] }), intl.formatMessage({ id: loadFailed[1] }));
  });

  const document = query.data;
  const base = document ?? (query.isError ? fallback : undefined);
  const readOnly = document === undefined;
  const draft = useDraft<T>(base);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  useUnsavedMark(draft.dirty && !readOnly);

  const labelOf = useCallback<LabelOf>(
    (path) => {
      const id = (labels as Readonly<Record<string, MessageId>> | undefined)?.[path];
      return id === undefined ? undefined : intl.formatMessage({ id });
    },
    [labels, intl],
  );

  const { set: setDraft } = draft;
  const set = useCallback(
    <P extends Path<T>>(path: P, value: PathValue<T, P>) => {
      setDraft(path, value);
      setFieldError((current) => (current?.path === path ? null : current));
    },
    [setDraft],
  );

  function save() {
    const values = draft.values;
    if (!enabled || values === undefined || document === undefined || !draft.dirty || mutation.isPending || conflict)
      return;
    const sent = draft.edits;
    const body = toBody ? toBody(values) : (values as unknown as Body);
    setFieldError(null);
    mutation.mutate(
      { body, etag: versionOf(document) },
      {
        onSuccess: (answer) => {
          rememberVersion(answer.data, answer.etag);
          queryClient.setQueryData(endpoint.queryKey, answer.data);
          draft.settle(sent);
          if (onSaved) onSaved(answer.data, body);
          else notify.success(intl.formatMessage({ id: messages.saved }));
        },
        onError: (error) => {
          const failure = saveFailure(intl, error, labelOf, fieldOfCode);
          setConflict(failure.conflict);
          setFieldError(failure.fieldError);
          if (onFailed) onFailed(error, failure.shown);
          else
            notify.failure(
              intl.formatMessage({ id: messages.failed }),
              failure.shown,
              messages.failedBody && intl.formatMessage({ id: messages.failedBody }),
            );
        },
      },
    );
  }

  function reload(discard: boolean) {
    if (discard) draft.reset();
    setReloading(true);
    void query.refetch().then((result) => {
      setReloading(false);
      // Still failing: the notice stays, with its buttons, and the load failure says why.
      if (!result.isError) setConflict(false);
    });
  }

  return {
    phase: base !== undefined ? 'ready' : query.isError ? 'failed' : 'loading',
    loadFailed: query.isError,
    loadError: query.error,
    retry: () => void query.refetch(),
    document,
    values: draft.values,
    readOnly,
    dirty: draft.dirty,
    set,
    replace: draft.replace,
    reset: draft.reset,
    save,
    saving: mutation.isPending,
    conflict,
    loadLatest: () => reload(false),
    discardAndLoadLatest: () => reload(true),
    reloading,
    fieldError,
    labelOf,
    fieldId: (path) => `${idPrefix}-${path.replace(/\./g, '-')}`,
  };
}
