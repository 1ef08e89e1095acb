import { useCallback, useMemo, useState } from 'react';
import type { OrganizationData } from '../../../../server/contract/organization';

/** What the general settings form edits: the organization data without the read-only subscription. */
export type GeneralValues = Omit<OrganizationData, 'subscription'>;
type Address = GeneralValues['address'];
type Features = GeneralValues['settings'];
type TopField = Exclude<keyof GeneralValues, 'address' | 'settings'>;

/** A field as the server names it in a 400 ('companyName', 'address.city', 'settings.enableLoyaltyProgram'). */
export type GeneralField = TopField | `address.${keyof Address}` | `settings.${keyof Features}`;

export type GeneralFieldValue<F extends GeneralField> = F extends `address.${infer K extends keyof Address}`
  ? Address[K]
  : F extends `settings.${infer K extends keyof Features}`
    ? Features[K]
    : F extends TopField
      ? GeneralValues[F]
      : never;

type Edits = Partial<Record<GeneralField, unknown>>;

function split(field: GeneralField): ['address' | 'settings' | null, string] {
  const dot = field.indexOf('.');
  if (dot === -1) return [null, field];
  return [field.slice(0, dot) as 'address' | 'settings', field.slice(dot + 1)];
}

export function readField<F extends GeneralField>(values: GeneralValues, field: F): GeneralFieldValue<F> {
  const [group, key] = split(field);
  const source = (group === null ? values : values[group]) as Record<string, unknown>;
  return source[key] as GeneralFieldValue<F>;
}

function withEdits(saved: GeneralValues, edits: Edits): GeneralValues {
  let result = saved;
  for (const [field, value] of Object.entries(edits) as [GeneralField, unknown][]) {
    const [group, key] = split(field);
    result = group === null ? { ...result, [key]: value } : { ...result, [group]: { ...result[group], [key]: value } };
  }
  return result;
}

export interface GeneralDraft {
  values: GeneralValues | undefined;
  /** Some field differs from what the server has (editing a field back is clean again). */
  dirty: boolean;
  set<F extends GeneralField>(field: F, value: GeneralFieldValue<F>): void;
  /** The edits as they are now; hand them to `settle` once they are saved. */
  edits: Edits | null;
  /** After a save: forget the saved edits, unless more were made meanwhile. */
  settle(saved: Edits | null): void;
}

/**
 * The form keeps the user's edits over the server's values rather than a copy of them, so a
 * refetch (after a 412, or from another window) shows fresh values in every untouched field and a
 * save never sends back stale ones.
 */
export function useGeneralDraft(saved: GeneralValues | undefined): GeneralDraft {
  const [edits, setEdits] = useState<Edits | null>(null);
  const values = useMemo(() => (saved && edits ? withEdits(saved, edits) : saved), [saved, edits]);
  const dirty =
    saved !== undefined &&
    edits !== null &&
    (Object.entries(edits) as [GeneralField, unknown][]).some(
      ([field, value]) => !Object.is(value, readField(saved, field)),
    );

  const set = useCallback(<F extends GeneralField>(field: F, value: GeneralFieldValue<F>) => {
    setEdits((current) => ({ ...current, [field]: value }));
  }, []);
  const settle = useCallback((sent: Edits | null) => {
    setEdits((current) => (current === sent ? null : current));
  }, []);
  return { values, dirty, set, edits, settle };
}
