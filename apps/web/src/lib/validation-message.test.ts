import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { translateValidation } from './validation-message';

describe('translateValidation', () => {
  const t = i18n.getFixedT('fr', 'common');

  it('turns the contracts English fragments into a sentence in the reader language', () => {
    expect(translateValidation('is required', t)).toBe('Ce champ est obligatoire');
    expect(translateValidation('must be an e-mail address', t)).toBe('Saisissez une adresse e-mail valide');
  });

  it('keeps the number of a limit', () => {
    expect(translateValidation('must have at least 8 characters', t)).toBe('Saisissez au moins 8 caractères');
    expect(translateValidation('must be at most 100', t)).toBe('Doit être au plus 100');
  });

  it('names line breaks in a name and a common password in the reader language', () => {
    expect(translateValidation('must not contain line breaks or other control characters', t)).toBe(
      'Une seule ligne, sans saut de ligne ni caractère de contrôle',
    );
    expect(translateValidation('is too common: it appears in lists of leaked passwords', t)).toMatch(
      /^Ce mot de passe est trop courant/,
    );
  });

  it('passes unknown messages through unchanged', () => {
    expect(translateValidation('Email already taken', t)).toBe('Email already taken');
    expect(translateValidation(undefined, t)).toBeUndefined();
  });
});
