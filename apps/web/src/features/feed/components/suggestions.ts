// The desktop sidebar's five suggestions: hard-coded (as the spec's Home has them), their follow toggle is
// local only.
export interface Suggestion {
  id: string;
  shopName: string;
  activity: string;
  city: string;
  color: string;
}

export const SUGGESTIONS: Suggestion[] = [
  { id: 's1', shopName: 'Wax Hamdallaye', activity: 'Mode et pagnes', city: 'Bamako', color: '#c2410c' },
  { id: 's2', shopName: 'Miel du Wassoulou', activity: 'Alimentation', city: 'Yanfolila', color: '#b45309' },
  { id: 's3', shopName: 'Cuirs de Tombouctou', activity: 'Artisanat', city: 'Tombouctou', color: '#7c2d12' },
  { id: 's4', shopName: 'Fonio Kayes', activity: 'Agriculture', city: 'Kayes', color: '#15803d' },
  { id: 's5', shopName: 'Bijoux Sévaré', activity: 'Beauté et bijoux', city: 'Mopti', color: '#1d4ed8' },
];
