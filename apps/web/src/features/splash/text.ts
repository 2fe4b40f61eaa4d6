// Screen texts of the splash screen ("/").
export const splashText = {
  taglines: [
    "Plus qu'une simple plateforme e-commerce",
    'Un écosystème complet',
    'Pour les vendeurs et les acheteurs',
  ],
  progressLabel: 'Chargement de Sugu',
} as const;
