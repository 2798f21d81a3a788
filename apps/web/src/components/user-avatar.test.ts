import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-avatar';

describe('avatar initials', () => {
  it('makes initials from the first and last names', () => {
    expect(initialsOf('Domenico VonRueden')).toBe('DV');
    expect(initialsOf('Ana Maria de Souza')).toBe('AS');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  jordan   stevenson ')).toBe('JS');
  });
});
