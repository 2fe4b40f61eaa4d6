import { MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, login, postSignUp, testJpeg, validSignUp } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { notifications, users } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();
const countUsers = () => db.$count(users);

describe('POST /api/User/ajout: rules', () => {
  const cases: [string, Record<string, string | undefined>, string][] = [
    ['role missing', { role: undefined }, MSG.roleRequired],
    ['role unknown', { role: 'Admin' }, MSG.roleRequired],
    ['name with digits', { name: 'Tra0ré' }, MSG.nameLetters],
    ['first name with symbols', { firstName: 'Awa!' }, MSG.nameLetters],
    ['name empty', { name: '' }, MSG.requiredFields],
    ['gender missing', { gender: undefined }, MSG.genderRequired],
    ['gender unknown', { gender: 'Autre' }, MSG.genderRequired],
    ['country outside Africa', { country: 'FR' }, MSG.countryInvalid],
    ['city empty', { city: ' ' }, MSG.requiredFields],
    ['city over 25', { city: 'B'.repeat(26) }, MSG.cityAreaTooLong],
    ['area over 25', { area: 'Q'.repeat(26) }, MSG.cityAreaTooLong],
    ['phone of 7 digits', { phone: '7612345' }, MSG.phoneInvalid],
    ['phone with letters', { phone: '7612345a' }, MSG.phoneInvalid],
    ['operator unknown', { operator: 'Malitel' }, MSG.operatorRequired],
    ['email without domain', { email: 'awa@' }, MSG.emailInvalid],
    ['username too short', { username: 'abc' }, MSG.usernameInvalid],
    ['username too long', { username: 'a'.repeat(18) }, MSG.usernameInvalid],
    ['username with underscore', { username: 'awa_t' }, MSG.usernameInvalid],
    [
      'password without uppercase',
      { password: 'motdepasse1', confirmPassword: 'motdepasse1' },
      MSG.passwordWeak,
    ],
    ['password without digit', { password: 'Motdepasse', confirmPassword: 'Motdepasse' }, MSG.passwordWeak],
    ['password of 7 characters', { password: 'Motdep1', confirmPassword: 'Motdep1' }, MSG.passwordWeak],
    ['password mismatch', { confirmPassword: 'Motdepasse2' }, MSG.passwordMismatch],
    ['PIN of 3 digits', { pin: '123', confirmPin: '123' }, MSG.pinInvalid],
    ['PIN with a letter', { pin: '12a4', confirmPin: '12a4' }, MSG.pinInvalid],
    ['PIN mismatch', { confirmPin: '4321' }, MSG.pinMismatch],
  ];

  it.each(cases)('refuses %s with its French message', async (_, overrides, message) => {
    const res = await postSignUp(app, validSignUp(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'invalid_input' });
  });

  it('created no account for any refused form', async () => {
    expect(await countUsers()).toBe(0);
  });
});

describe('POST /api/User/ajout: success', () => {
  it('creates the account with hashed secrets, the country dial code and a welcome notification', async () => {
    const form = validSignUp({ username: 'AwaTraore', email: 'Awa.Traore@Exemple.ML', country: 'SN' });
    const res = await postSignUp(app, {
      ...form,
      dialCode: '+999',
      walletBudget: '999999',
      isEmailVerified: 'true',
    });
    expect(res.statusCode).toBe(201);
    const { message, userId } = res.json();
    expect(message).toBe('Votre inscription est terminée ! Bienvenue');

    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      username: 'awatraore',
      email: 'awa.traore@exemple.ml',
      dialCode: '+221',
      country: 'SN',
      walletBudget: 0,
      isEmailVerified: false,
      profilePicture: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(form.password);

    const welcome = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ type: 'Welcome', title: 'Bienvenue sur Sugu !', isRead: false });
  });

  it('points a seller to the shop setup from the welcome notification', async () => {
    const { userId } = await buildUser(app, { role: 'Vendeur' });
    const [welcome] = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(welcome?.link).toBe('/configuration-boutique');
    expect(welcome?.message).toBe(MSG.welcomeMessageSeller);
  });

  it('accepts the same form sent as JSON (no picture)', async () => {
    const form = validSignUp();
    const res = await app.inject({ method: 'POST', url: '/api/User/ajout', payload: form });
    expect(res.statusCode).toBe(201);
    expect((await login(app, form.email!)).user.username).toBe(form.username);
  });
});

describe('POST /api/User/ajout: duplicates', () => {
  it.each([
    ['email', 'Cette adresse e-mail est déjà utilisée', 'email_taken'],
    ['username', "Ce nom d'utilisateur est déjà pris", 'username_taken'],
  ] as const)('refuses a used %s (any case) with 409 and creates nothing', async (field, message, code) => {
    const { body } = await buildUser(app);
    const before = await countUsers();
    const res = await postSignUp(app, validSignUp({ [field]: body[field]?.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message, code });
    expect(await countUsers()).toBe(before);
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const before = await countUsers();
    const email = 'meme.adresse@exemple.ml';
    const results = await Promise.all([
      postSignUp(app, validSignUp({ email })),
      postSignUp(app, validSignUp({ email })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(MSG.emailTaken);
    expect(await countUsers()).toBe(before + 1);
    expect(await db.$count(notifications)).toBe(before + 1);
  });
});

describe('POST /api/User/ajout: profile picture', () => {
  it('stores the picture sent as `file` and serves it at the profilePictureUrl', async () => {
    const { user } = await buildUser(app, {}, [
      { field: 'file', data: await testJpeg(), filename: 'moi.jpg' },
    ]);
    expect(user.profilePictureUrl).toMatch(/^\/media\/[\w-]+-640\.webp$/);
    const image = await app.inject({ method: 'GET', url: user.profilePictureUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('accepts the `picture` field name and ignores the profilPictureUrl text', async () => {
    const form = validSignUp({ profilPictureUrl: 'https://ailleurs.example/photo.jpg' });
    const res = await postSignUp(app, form, [{ field: 'picture', data: await testJpeg(80, 80) }]);
    expect(res.statusCode).toBe(201);
    const { user } = await login(app, form.username!);
    expect(user.profilePictureUrl).toMatch(/^\/media\/[\w-]+-640\.webp$/);
  });

  it('leaves profilePictureUrl null when the file input is empty', async () => {
    const { user } = await buildUser(app, {}, [{ field: 'file', data: Buffer.alloc(0), filename: '' }]);
    expect(user.profilePictureUrl).toBeNull();
  });

  it('refuses a file that is not an image and creates nothing', async () => {
    const before = await countUsers();
    const res = await postSignUp(app, validSignUp(), [
      { field: 'file', data: Buffer.from('pas une image'), filename: 'photo.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imageOnly);
    expect(await countUsers()).toBe(before);
  });
});
