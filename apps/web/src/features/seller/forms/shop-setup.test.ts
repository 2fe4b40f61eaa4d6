import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../shared/test/locale';
import { checkCategory, checkIdentity, shopFormData } from './shop-setup';

describe('shop setup step checks', () => {
  it('asks for both fields first', () => {
    expect(checkIdentity('', 'Pagnes wax')).toEqual({
      message: 'Veuillez remplir tous les champs',
      field: 'shopName',
    });
    expect(checkIdentity('Awa Mode', '   ')).toEqual({
      message: 'Veuillez remplir tous les champs',
      field: 'biography',
    });
  });

  it('refuses other characters than letters, digits, spaces and hyphens in the name', () => {
    expect(checkIdentity('Awa & Fils', 'Pagnes wax')).toEqual({
      message: 'Le nom de la boutique ne peut contenir que des lettres, chiffres, espaces ou tirets',
      field: 'shopName',
    });
    expect(checkIdentity('Épicerie Sô-2', 'Riz, mil et fonio')).toBeNull();
  });

  it('limits the biography to 120 characters', () => {
    expect(checkIdentity('Awa Mode', 'a'.repeat(121))).toEqual({
      message: 'La biographie doit contenir entre 1 et 120 caractères',
      field: 'biography',
    });
    expect(checkIdentity('Awa Mode', 'a'.repeat(120))).toBeNull();
  });

  it('requires a category', () => {
    expect(checkCategory(null)?.message).toBe('Veuillez sélectionner une catégorie');
    expect(checkCategory('c1')).toBeNull();
  });

  it('sends the category id as shopActivity and the logo as file', () => {
    const logo = new File([new Uint8Array([1])], 'logo.jpg', { type: 'image/jpeg' });
    const form = shopFormData({ shopName: ' Awa Mode ', biography: 'Wax', categoryId: 'c1', logo });
    expect(form.get('shopName')).toBe('Awa Mode');
    expect(form.get('shopActivity')).toBe('c1');
    expect(form.get('file')).toBeInstanceOf(File);
    expect(shopFormData({ shopName: 'A', biography: 'B', categoryId: 'c', logo: null }).has('file')).toBe(
      false,
    );
  });
});

describe('the shop setup rules in English', () => {
  it("say the schema's French rule in English, on the same field", () => {
    expect(inEnglish(() => checkIdentity('Ama & Sons', 'Kente from Kumasi'))).toEqual({
      message: 'Shop names can only contain letters, numbers, spaces or hyphens',
      field: 'shopName',
    });
  });
});
