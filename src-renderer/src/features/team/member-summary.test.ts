import { describe, expect, it } from 'vitest';
import { locationNamesOf, servicesSummary } from './member-summary';

const names = new Map([
  ['cut', 'Cut'],
  ['colour', 'Colour'],
  ['blow', 'Blow-dry'],
]);

describe('the team table’s summary of a member', () => {
  it('names a few services, counts more, and says when there are none', () => {
    expect(servicesSummary({ serviceIds: [] }, names)).toEqual({ kind: 'none' });
    expect(servicesSummary({ serviceIds: ['cut', 'colour'] }, names)).toEqual({
      kind: 'names',
      names: ['Cut', 'Colour'],
    });
    expect(servicesSummary({ serviceIds: ['cut', 'colour', 'blow'] }, names)).toEqual({ kind: 'count', count: 3 });
  });

  it('counts a service the menu no longer lists rather than dropping it', () => {
    expect(servicesSummary({ serviceIds: ['cut', 'archived'] }, names)).toEqual({ kind: 'count', count: 2 });
  });

  it('names the locations in the order they are listed', () => {
    const locations = [
      { id: 'main', name: 'Main Street' },
      { id: 'harbour', name: 'Harbour' },
    ];
    expect(locationNamesOf({ locationIds: ['harbour', 'main'] }, locations)).toEqual(['Main Street', 'Harbour']);
    expect(locationNamesOf({ locationIds: ['gone'] }, locations)).toEqual([]);
  });
});
