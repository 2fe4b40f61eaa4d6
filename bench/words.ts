// Vocabulary of the generated data: Malian first and last names, places, and per-category shop topics,
// product names and price ranges. The generator passes these arrays to SQL as text[] parameters.
import { CATEGORY_NAMES } from '@sugu/domain';

export const MALE_FIRST_NAMES = [
  'Amadou',
  'Moussa',
  'Ibrahim',
  'Oumar',
  'Seydou',
  'Bakary',
  'Boubacar',
  'Mamadou',
  'Souleymane',
  'Modibo',
  'Cheick',
  'Adama',
  'Lassana',
  'Yacouba',
  'Drissa',
  'Sékou',
  'Issa',
  'Abdoulaye',
  'Karim',
  'Tiémoko',
  'Salif',
  'Fousseyni',
  'Mahamadou',
  'Alassane',
  'Bréhima',
  'Sidiki',
  'Daouda',
  'Hamidou',
  'Youssouf',
  'Siaka',
];

export const FEMALE_FIRST_NAMES = [
  'Fatoumata',
  'Aminata',
  'Mariam',
  'Kadiatou',
  'Awa',
  'Rokia',
  'Djénéba',
  'Hawa',
  'Assitan',
  'Nana',
  'Oumou',
  'Salimata',
  'Bintou',
  'Fanta',
  'Korotoumou',
  'Aïssata',
  'Maïmouna',
  'Ramata',
  'Safiatou',
  'Mah',
  'Sira',
  'Coumba',
  'Tenin',
  'Adiaratou',
  'Kadidia',
  'Djeneba',
  'Sali',
  'Nènè',
  'Massaran',
  'Fatim',
];

export const LAST_NAMES = [
  'Traoré',
  'Diarra',
  'Coulibaly',
  'Keïta',
  'Koné',
  'Touré',
  'Diallo',
  'Cissé',
  'Sangaré',
  'Sidibé',
  'Dembélé',
  'Maïga',
  'Sissoko',
  'Doumbia',
  'Kanté',
  'Camara',
  'Konaté',
  'Ballo',
  'Samaké',
  'Fofana',
  'Bagayoko',
  'Haïdara',
  'Guindo',
  'Dicko',
  'Togola',
  'Kouyaté',
  'Diakité',
  'Sylla',
  'Tounkara',
  'Berthé',
];

export const CITIES = [
  'Bamako',
  'Bamako',
  'Bamako',
  'Bamako',
  'Sikasso',
  'Ségou',
  'Mopti',
  'Kayes',
  'Koutiala',
  'Kati',
  'Gao',
  'Tombouctou',
  'San',
  'Koulikoro',
  'Kita',
  'Bougouni',
  'Djenné',
  'Nioro du Sahel',
  'Markala',
  'Fana',
];

export const AREAS = [
  'Hamdallaye',
  'Badalabougou',
  'Lafiabougou',
  'Sogoniko',
  'Kalaban Coura',
  'Magnambougou',
  'Niarela',
  'Faladié',
  'Missira',
  'Médina Coura',
  'Djicoroni Para',
  'Baco Djicoroni',
  'Sébénikoro',
  'Banankabougou',
  'Daoudabougou',
  'Korofina',
  'Hippodrome',
  'Quinzambougou',
  'Bagadadji',
  'Niaréla',
  'Kalaban Koro',
  'Sotuba',
  'ACI 2000',
  'Boulkassoumbougou',
  'Sabalibougou',
  'Torokorobougou',
  'Lafiabougou Taliko',
];

/** Areas of the other towns (Bamako has its own list). */
export const TOWN_AREAS = [
  'Centre-ville',
  'Médine',
  'Hamdallaye',
  'Château',
  'Sans Fil',
  'Darsalam',
  'Bagadadji',
  'Quartier Mission',
  'Lafiabougou',
  'Marché central',
];

export const OPERATORS = ['Orange', 'Orange', 'Moov Africa', 'Telecel'];

export const SHOP_TYPES = [
  'Boutique',
  'Chez',
  'Maison',
  'Atelier',
  'Espace',
  'Galerie',
  'Comptoir',
  'Bazar',
  'Dépôt',
  'Marché',
];

export const SHOP_ADJECTIVES = [
  'Prestige',
  'Élégance',
  'Express',
  'Plus',
  'Royal',
  'du Mandé',
  'Sahel',
  'Djoliba',
  'Star',
  'Nyéléni',
];

export const DELIVERY_DELAYS = ['24 h', '48 h', '2 à 3 jours', 'Sous 72 h', '1 semaine', 'Le jour même'];

/** %T: the shop's topic, %t: the same in lower case, %c: the owner's city. */
export const BIO_TEMPLATES = [
  'Vente de %t à %c. Livraison rapide.',
  '%T de qualité, prix de gros et détail, %c.',
  'Votre spécialiste %t depuis des années à %c.',
  'Nous livrons %t partout au Mali.',
  '%T : produits authentiques, commandez en ligne !',
];

export const CAPTION_OPENERS = [
  'Nouvel arrivage !',
  'Promo du jour :',
  'Disponible maintenant :',
  'Bonne fête à tous !',
  'Merci pour votre fidélité.',
  'Arrivage frais ce matin.',
  'Stock limité !',
  'Commandez vite :',
  'Soldes de fin de mois :',
  'Nouvelle collection :',
];

export const CAPTION_CLOSERS = [
  'Livraison partout à Bamako.',
  'Paiement Orange Money ou Moov Money.',
  'Contactez-nous par message.',
  'Prix imbattables.',
  'Venez nous voir à la boutique.',
  'Quantités limitées, ne tardez pas.',
  'Livraison dans tout le Mali.',
  'Qualité garantie.',
];

/** Added to half the product names: a colour for goods, a quantity for food and farming, nothing for services. */
export const COLOURS = [
  'bleu',
  'rouge',
  'vert',
  'noir',
  'blanc',
  'jaune',
  'doré',
  'indigo',
  'beige',
  'marron',
];
export const QUANTITIES = ['1 kg', '5 kg', '25 kg', '50 kg', '1 L', '5 L', 'le tas', 'le sac'];

interface CategoryVocabulary {
  topics: string[];
  items: string[];
  /** Price range in FCFA (log-uniform draw between the two). */
  price: [number, number];
  /** Sold by weight or volume as well as by unit. */
  bulk?: boolean;
  /** No colour or quantity after the name. */
  plain?: boolean;
}

const VOCABULARY: Record<(typeof CATEGORY_NAMES)[number], CategoryVocabulary> = {
  'Mode et vêtements': {
    topics: ['Bazin', 'Wax', 'Couture', 'Mode', 'Tissus'],
    items: [
      'Bazin riche',
      'Boubou brodé',
      'Pagne wax',
      'Chemise bogolan',
      'Robe en wax',
      'Tunique',
      'Sandales cuir',
    ],
    price: [2_500, 150_000],
  },
  'Beauté et cosmétiques': {
    topics: ['Karité', 'Beauté', 'Cosmétiques', 'Henné', 'Coiffure'],
    items: [
      'Beurre de karité',
      'Savon noir',
      'Huile de baobab',
      'Henné naturel',
      'Mèches brésiliennes',
      'Parfum',
    ],
    price: [500, 40_000],
  },
  Alimentation: {
    topics: ['Alimentation', 'Épicerie', 'Céréales', 'Jus', 'Dibiterie'],
    items: [
      'Riz local',
      'Mil',
      'Fonio',
      'Jus de bissap',
      'Gingembre',
      'Beurre d’arachide',
      'Thé vert',
      'Poisson fumé',
    ],
    price: [250, 25_000],
    bulk: true,
  },
  'Téléphones et électronique': {
    topics: ['Téléphones', 'Électronique', 'Tech', 'Informatique', 'Solaire'],
    items: [
      'Téléphone Tecno',
      'Itel A70',
      'Samsung Galaxy A15',
      'Écouteurs',
      'Chargeur',
      'Panneau solaire',
      'Power bank',
    ],
    price: [2_000, 450_000],
  },
  'Maison et décoration': {
    topics: ['Déco', 'Maison', 'Meubles', 'Literie', 'Cuisine'],
    items: ['Natte tressée', 'Canari en terre', 'Marmite', 'Rideaux', 'Matelas', 'Chaise en rotin', 'Tapis'],
    price: [1_000, 200_000],
  },
  Artisanat: {
    topics: ['Artisanat', 'Bogolan', 'Cuir', 'Sculpture', 'Poterie'],
    items: ['Bogolan', 'Masque dogon', 'Sac en cuir', 'Statuette', 'Poterie', 'Panier tressé', 'Tabouret'],
    price: [1_500, 120_000],
  },
  'Agriculture et élevage': {
    topics: ['Agro', 'Élevage', 'Semences', 'Mangues', 'Bétail'],
    items: ['Mangues Kent', 'Semences de maïs', 'Engrais', 'Poulets', 'Mouton', 'Oignons', 'Karité brut'],
    price: [300, 350_000],
    bulk: true,
  },
  Services: {
    topics: ['Services', 'Couture', 'Réparation', 'Transport', 'Événements'],
    items: [
      'Réparation téléphone',
      'Couture sur mesure',
      'Livraison moto',
      'Décoration mariage',
      'Cours de soutien',
    ],
    price: [1_000, 100_000],
    plain: true,
  },
  'Bijoux et accessoires': {
    topics: ['Bijoux', 'Or', 'Perles', 'Accessoires', 'Montres'],
    items: ['Bracelet en or', 'Collier de perles', 'Boucles d’oreilles', 'Montre', 'Sac à main', 'Lunettes'],
    price: [1_000, 300_000],
  },
  'Santé et bien-être': {
    topics: ['Santé', 'Bien-être', 'Pharmacopée', 'Tisanes', 'Nature'],
    items: ['Moringa en poudre', 'Tisane kinkéliba', 'Miel pur', 'Huile de neem', 'Savon au karité'],
    price: [500, 30_000],
  },
  'Enfants et bébés': {
    topics: ['Bébé', 'Enfants', 'Jouets', 'Layette', 'École'],
    items: ['Layette', 'Porte-bébé', 'Jouet en bois', 'Cartable', 'Uniforme scolaire', 'Couches'],
    price: [500, 60_000],
  },
  'Sport et loisirs': {
    topics: ['Sport', 'Foot', 'Loisirs', 'Musique', 'Fitness'],
    items: ['Maillot des Aigles', 'Ballon de foot', 'Kora', 'Djembé', 'Baskets', 'Haltères'],
    price: [1_000, 150_000],
  },
};

/** Arrays in category position order (same order as the categories table), flattened for SQL. */
export function categoryVocabulary() {
  const entries = CATEGORY_NAMES.map((name) => VOCABULARY[name]);
  const width = (pick: (v: CategoryVocabulary) => string[]) =>
    Math.min(...entries.map((v) => pick(v).length));
  const topicWidth = width((v) => v.topics);
  const itemWidth = width((v) => v.items);
  return {
    topicWidth,
    itemWidth,
    /** topics[(c - 1) * topicWidth + k], c the 1-based category position. */
    topics: entries.flatMap((v) => v.topics.slice(0, topicWidth)),
    items: entries.flatMap((v) => v.items.slice(0, itemWidth)),
    minPrices: entries.map((v) => v.price[0]),
    maxPrices: entries.map((v) => v.price[1]),
    bulk: entries.map((v) => Boolean(v.bulk)),
    plain: entries.map((v) => Boolean(v.plain)),
  };
}
