import type { DuplicateMode, ImportEntity } from '../../../../../server/contract/imports/api';
import { missingRequiredMappings } from '../../../../../server/contract/imports/entities';
import type { BuiltRows, Mapping, PlatformId } from '../../../../../server/contract/imports/types';
import type { ParseSummary } from '../parsing/worker-client';
import type { ImportOutcome } from './run-import';

/**
 * The import wizard's state (spec part 3 §4): platform → upload → mapping → preview → importing →
 * complete. Pure, so the steps, Back and the reset are tested without a screen.
 */

export type WizardStep = 'platform' | 'upload' | 'mapping' | 'preview' | 'importing' | 'complete';

/** The five steps the progress indicator shows (§2): importing counts as complete. */
export const INDICATOR_STEPS = ['platform', 'upload', 'mapping', 'preview', 'complete'] as const;
export type IndicatorStep = (typeof INDICATOR_STEPS)[number];

export function indicatorStep(step: WizardStep): IndicatorStep {
  return step === 'importing' ? 'complete' : step;
}

/** §2: Back leads from upload to platform, from mapping to upload, and from preview to mapping. */
const BACK: Partial<Record<WizardStep, WizardStep>> = { upload: 'platform', mapping: 'upload', preview: 'mapping' };

export function backOf(step: WizardStep): WizardStep | undefined {
  return BACK[step];
}

export interface WizardState {
  entity: ImportEntity;
  step: WizardStep;
  platform: PlatformId | null;
  file: ParseSummary | null;
  mapping: Mapping;
  duplicates: DuplicateMode;
  /** How to read an ambiguous date such as 03/04/1990, where the platform does not say. */
  dateOrder: DateOrderChoice;
  /** The rows ready to send, once the preview has built them. */
  built: BuiltRows | null;
  outcome: ImportOutcome | null;
}

/** The two orders a person may choose between (year-first dates are never ambiguous). */
export type DateOrderChoice = 'dmy' | 'mdy';

/** Where the wizard opens, and where closing it or Done brings it back (§4). */
export function initialState(entity: ImportEntity): WizardState {
  return {
    entity,
    step: 'platform',
    platform: null,
    file: null,
    mapping: [],
    duplicates: 'skip',
    dateOrder: 'dmy',
    built: null,
    outcome: null,
  };
}

export type WizardAction =
  | { type: 'choosePlatform'; platform: PlatformId }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'fileLoaded'; file: ParseSummary; mapping: Mapping }
  | { type: 'mapColumn'; column: number; field: string | null }
  | { type: 'setDuplicates'; duplicates: DuplicateMode }
  | { type: 'setDateOrder'; dateOrder: DateOrderChoice }
  | { type: 'built'; built: BuiltRows }
  | { type: 'startImport' }
  | { type: 'finished'; outcome: ImportOutcome }
  | { type: 'reset' };

/** Whether Continue may leave the step (§4): a platform chosen, a file read, the required mappings held. */
export function canContinue(state: WizardState): boolean {
  switch (state.step) {
    case 'platform':
      return state.platform !== null;
    case 'upload':
      return state.file !== null;
    case 'mapping':
      return missingRequiredMappings(state.entity, state.mapping).length === 0;
    default:
      return false;
  }
}

const NEXT: Partial<Record<WizardStep, WizardStep>> = { platform: 'upload', upload: 'mapping', mapping: 'preview' };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'choosePlatform':
      if (state.step !== 'platform') return state;
      // Another platform suggests another mapping: the file is read again on the upload step.
      return action.platform === state.platform
        ? state
        : { ...state, platform: action.platform, file: null, mapping: [], built: null };
    case 'continue': {
      const next = NEXT[state.step];
      if (next === undefined || !canContinue(state)) return state;
      return { ...state, step: next };
    }
    case 'back': {
      const previous = backOf(state.step);
      // The preview's rows are rebuilt from the mapping each time it is shown.
      return previous === undefined ? state : { ...state, step: previous, built: null };
    }
    case 'fileLoaded':
      if (state.step !== 'upload') return state;
      return { ...state, step: 'mapping', file: action.file, mapping: action.mapping, built: null };
    case 'mapColumn': {
      if (state.step !== 'mapping' || action.column < 0 || action.column >= state.mapping.length) return state;
      const mapping = [...state.mapping];
      mapping[action.column] = action.field;
      return { ...state, mapping };
    }
    case 'setDuplicates':
      return { ...state, duplicates: action.duplicates };
    case 'setDateOrder':
      return { ...state, dateOrder: action.dateOrder };
    case 'built':
      return state.step === 'preview' ? { ...state, built: action.built } : state;
    case 'startImport':
      return state.step === 'preview' && state.built !== null ? { ...state, step: 'importing' } : state;
    case 'finished':
      return state.step === 'importing' ? { ...state, step: 'complete', outcome: action.outcome } : state;
    case 'reset':
      return initialState(state.entity);
  }
}
