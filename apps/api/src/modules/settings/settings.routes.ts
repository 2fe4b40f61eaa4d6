// /profil settings: profile edit, profile picture, preferences. Logout is POST /api/OAuth/logout
// of modules/auth (the same path and answer the spec asks for).
import {
  MeResponse,
  MSG,
  PreferencesResponse,
  ProfilePictureResponse,
  UpdatePreferencesBody,
  UpdateProfileBody,
} from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { errorResponses, invalid } from '../../lib/errors.js';
import { readImageFiles } from '../../media/upload.js';
import { requireUser } from '../../session/session.js';
import { updatePreferences, updateProfile, updateProfilePicture } from './settings.service.js';

const TAGS = ['Paramètres'];
/** The picture's field name: `file` in the spec. */
const PICTURE_FIELDS = ['file', 'picture', 'profilePicture'];

export const settingsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.put(
    '/api/User/modifier/me',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Modifie prénom, nom, ville, quartier, opérateur et pays (PIN confirmé requis ; un nouveau pays vient avec sa ville, son quartier, son numéro et son opérateur, et ne change la devise que sans argent de l’ancienne ; identifiant et e-mail en lecture seule, le téléphone aussi hors changement de pays)',
        body: UpdateProfileBody,
        response: { 200: MeResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => updateProfile(ctx, request.auth!, request.body),
  );

  app.put(
    '/api/User/modifier/ProfilePicture/me',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Change la photo de profil (multipart, champ `file`)',
        consumes: ['multipart/form-data'],
        response: { 200: ProfilePictureResponse },
      },
    },
    async (request) => {
      const form = await readImageFiles(request, {
        fileFields: PICTURE_FIELDS,
        maxFiles: 1,
        extraFiles: 'ignore',
      });
      const file = form.files[0];
      if (!file) throw invalid(MSG.imageOnly, { file: MSG.imageOnly });
      return updateProfilePicture(ctx, request.auth!, file.buffer);
    },
  );

  app.put(
    '/api/EditParam/me',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Préférences de notification et de sécurité (PIN confirmé requis pour la sécurité)',
        body: UpdatePreferencesBody,
        response: { 200: PreferencesResponse },
      },
    },
    async (request) => updatePreferences(ctx, request.auth!, request.body),
  );
};
