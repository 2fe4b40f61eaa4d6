// Screen texts of the splash screen ("/").
import { localized } from '@sugu/domain';
export const splashText = localized('web:splashText', {
  taglines: [
    "Plus qu'une simple plateforme e-commerce",
    'Un écosystème complet',
    'Pour les vendeurs et les acheteurs',
  ],
  progressLabel: 'Chargement de Sugu',
} as const);
