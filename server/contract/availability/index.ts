/** The availability engine: see engine.ts for what it decides and why. */
export { computeAvailability, findOpenStarts } from './engine';
export { periodsFromBusinessHours, periodsFromDay } from './business-hours';
export { everyDay } from './opening-hours';
export type * from './types';
