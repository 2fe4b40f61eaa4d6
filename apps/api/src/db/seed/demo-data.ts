// The demo content: Malian people, shops, products and posts. Everything else is derived in demo-build.ts.
import { UNITS, type Unit } from '@sugu/domain';
import type { PaletteName } from './images.js';
import type { Motif } from './motifs.js';

export const DEMO_PASSWORD = 'Sugu2026';
export const DEMO_PIN = '1234';

export interface DemoPerson {
  firstName: string;
  name: string;
  gender: 'Homme' | 'Femme';
  username: string;
  email: string;
  phone: string;
  operator: 'Orange' | 'Moov Africa' | 'Telecel';
  city: string;
  area: string;
}

/** The two accounts the README gives to newcomers. */
export const DEMO_SELLER: DemoPerson = {
  firstName: 'Awa',
  name: 'Diallo',
  gender: 'Femme',
  username: 'vendeurdemo',
  email: 'demo.vendeur@sugu.ml',
  phone: '76451230',
  operator: 'Orange',
  city: 'Bamako',
  area: 'Hamdallaye',
};

export const DEMO_CLIENT: DemoPerson = {
  firstName: 'Seydou',
  name: 'Konaté',
  gender: 'Homme',
  username: 'clientdemo',
  email: 'demo.client@sugu.ml',
  phone: '66284571',
  operator: 'Moov Africa',
  city: 'Bamako',
  area: 'Kalaban Coura',
};

/**
 * The demo's operator (role Admin), for the console at /admin: never a buyer or a seller, so it takes part in
 * nothing else the demo builds. Only a database with the demo has it; elsewhere `npm run admin` makes one.
 */
export const DEMO_OPERATOR = {
  firstName: 'Mariam',
  name: 'Coulibaly',
  username: 'admindemo',
  email: 'demo.admin@sugu.ml',
} as const;

const person = (
  firstName: string,
  name: string,
  gender: 'Homme' | 'Femme',
  phone: string,
  city: string,
  area: string,
): DemoPerson => {
  const plain = `${firstName}${name}`
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  const operator = phone.startsWith('6') ? 'Moov Africa' : phone.startsWith('8') ? 'Telecel' : 'Orange';
  return {
    firstName,
    name,
    gender,
    username: plain.slice(0, 17),
    email: `${plain}@demo.sugu.ml`,
    phone,
    operator,
    city,
    area,
  };
};

/** Buyers who like, follow, comment, rate and order (besides the demo client). */
export const DEMO_BUYERS: DemoPerson[] = [
  person('Mamadou', 'Coulibaly', 'Homme', '79120456', 'Bamako', 'Badalabougou'),
  person('Rokia', 'Sidibé', 'Femme', '65873102', 'Bamako', 'ACI 2000'),
  person('Bakary', 'Diakité', 'Homme', '76038894', 'Bamako', 'Lafiabougou'),
  person('Salimata', 'Kané', 'Femme', '89412267', 'Bamako', 'Magnambougou'),
  person('Oumar', 'Samaké', 'Homme', '66720135', 'Ségou', 'Médine'),
  person('Djénéba', 'Bagayoko', 'Femme', '78561240', 'Bamako', 'Sébénikoro'),
];

export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  /** Index in UNITS: 0 PerUnit, 1 PerKg, 2 PerLitre, 3 PerMeter, 4 PerDozen, 5 PerPiece. */
  unit: number;
  stock: number;
  /** One photo per motif, the first is the main one. */
  motifs: Motif[];
  published: boolean;
}

/** Products as a table, one per line: name | price (XOF) | unit | stock | photo motifs | published | description. */
export function parseProducts(table: string): DemoProduct[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [name, price, unit, stock, motifs, published, description] = line.split('|').map((c) => c.trim());
      const unitIndex = UNITS.indexOf(unit as Unit);
      if (!name || !description || unitIndex < 0) throw new Error(`Ligne de produit invalide : ${line}`);
      return {
        name,
        description,
        price: Number(price),
        unit: unitIndex,
        stock: Number(stock),
        motifs: motifs!.split(' ') as Motif[],
        published: published === 'oui',
      };
    });
}

interface DemoPost {
  caption: string;
  images: { motif: Motif; title: string }[];
  /** How long ago, in hours. */
  hoursAgo: number;
}

/** A post `hoursAgo` hours old, with its photos as [motif, title]. */
const post = (hoursAgo: number, caption: string, ...images: [Motif, string][]): DemoPost => ({
  caption,
  images: images.map(([motif, title]) => ({ motif, title })),
  hoursAgo,
});

export interface DemoShop {
  owner: DemoPerson;
  shopName: string;
  category: string;
  biography: string;
  deliveryDelay: string;
  verified: boolean;
  motif: Motif;
  palette: PaletteName;
  /** See parseProducts. */
  products: string;
  posts: DemoPost[];
}

export const DEMO_SHOPS: DemoShop[] = [
  {
    owner: DEMO_SELLER,
    shopName: 'Bazin de Bamako',
    category: 'Mode et vêtements',
    biography:
      'Couture et bazin teint à la main à Hamdallaye depuis 2012. Boubous sur mesure, livraison dans tout Bamako.',
    deliveryDelay: '48 heures',
    verified: true,
    motif: 'boubou',
    palette: 'indigo',
    products: `
      Bazin riche getzner   | 7500  | PerMeter | 120 | fabric bogolan | oui | Bazin riche teint à la main, brillant et solide. Vendu au mètre, couleurs au choix.
      Grand boubou brodé    | 45000 | PerUnit  | 8   | boubou fabric  | oui | Grand boubou femme en bazin, broderie dorée faite main. Taille unique ajustable.
      Boubou homme 3 pièces | 35000 | PerUnit  | 12  | boubou         | non | Ensemble boubou, tunique et pantalon pour homme. Coupe sur mesure en 5 jours.
      Complet pagne wax     | 18000 | PerUnit  | 20  | fabric         | oui | Complet jupe et haut en pagne wax, tissu 100 % coton.
      Foulard bazin teinté  | 5000  | PerUnit  | 30  | fabric         | non | Foulard de tête en bazin léger, teinture indigo ou bordeaux.
    `,
    posts: [
      post(
        30,
        'Nouvelle collection Tabaski 🐑✨ Bazin riche teint à la main, couleurs indigo, or et bordeaux. Commandez tôt, les places partent vite !',
        ['boubou', 'Collection Tabaski'],
        ['fabric', 'Indigo, or et bordeaux'],
      ),
      post(
        260,
        "Visite de l'atelier à Hamdallaye 🧵 Nos teinturières préparent le bazin de la semaine. Merci pour votre confiance !",
        ['bogolan', "L'atelier de Hamdallaye"],
      ),
    ],
  },
  {
    owner: person('Fatoumata', 'Coulibaly', 'Femme', '76214589', 'Ségou', 'Pélengana'),
    shopName: 'Karité Ségou',
    category: 'Beauté et cosmétiques',
    biography: 'Beurre de karité et savons artisanaux des coopératives de femmes de Ségou. 100 % naturel.',
    deliveryDelay: '3 jours',
    verified: true,
    motif: 'jar',
    palette: 'shea',
    products: `
      Beurre de karité pur   | 3000 | PerKg    | 80  | jar    | oui | Beurre de karité brut, non raffiné, idéal pour la peau et les cheveux.
      Savon au karité        | 500  | PerPiece | 200 | soap   | oui | Savon saponifié à froid au beurre de karité, doux pour toute la famille.
      Huile de baobab 100 ml | 2500 | PerUnit  | 40  | bottle | non | Huile de pépins de baobab pressée à froid. Nourrit les peaux sèches.
      Crème karité vanille   | 2000 | PerUnit  | 35  | jar    | non | Crème hydratante au karité et à la vanille, pot de 200 g.
      Baume à lèvres karité  | 750  | PerUnit  | 60  | jar    | non | Baume à lèvres au karité et à la cire d’abeille.
    `,
    posts: [
      post(
        75,
        'Le karité de nos coopératives de femmes de Ségou 🌰 100 % naturel, sans parfum ajouté. Idéal pour la peau et les cheveux en saison sèche.',
        ['jar', 'Karité des coopératives'],
      ),
    ],
  },
  {
    owner: person('Moussa', 'Sanogo', 'Homme', '66451278', 'Sikasso', 'Wayerma'),
    shopName: 'Mangues de Sikasso',
    category: 'Alimentation',
    biography:
      'Fruits frais de nos vergers de Sikasso : mangues, oranges et jus. Livraison à Bamako chaque jeudi.',
    deliveryDelay: '1 semaine',
    verified: false,
    motif: 'mango',
    palette: 'mango',
    products: `
      Mangues Kent          | 500  | PerKg    | 500 | mango  | oui | Mangues Kent juteuses et sans fibres, cueillies à maturité.
      Mangues Amélie        | 400  | PerKg    | 300 | mango  | oui | La mangue préférée des Maliens, sucrée et parfumée.
      Mangues séchées 250 g | 1500 | PerUnit  | 60  | sack   | non | Mangues séchées au soleil, sans sucre ajouté. Sachet de 250 g.
      Jus de mangue         | 1000 | PerLitre | 50  | bottle | non | Jus de mangue pur pressé du jour, sans conservateur.
      Oranges de Sikasso    | 1500 | PerDozen | 40  | orange | oui | Oranges douces de Sikasso, parfaites pour le jus.
    `,
    posts: [
      post(
        6,
        'La saison des mangues est là 🥭 Kent et Amélie cueillies ce matin dans nos vergers. Livraison à Bamako chaque jeudi !',
        ['mango', 'Saison des mangues'],
        ['orange', 'Et nos oranges'],
      ),
    ],
  },
  {
    owner: person('Ibrahim', 'Keïta', 'Homme', '77340912', 'Kati', 'Malibougou'),
    shopName: 'Tech Kati',
    category: 'Téléphones et électronique',
    biography: 'Téléphones neufs garantis, accessoires et réparation rapide au marché de Kati.',
    deliveryDelay: '24 heures',
    verified: true,
    motif: 'phone',
    palette: 'night',
    products: `
      Tecno Spark 20        | 85000 | PerUnit | 10  | phone      | oui | Écran 6,6 pouces, 128 Go, double SIM. Garantie 6 mois.
      Itel A70              | 55000 | PerUnit | 15  | phone      | non | Smartphone 64 Go, grande batterie 5000 mAh. Garantie 6 mois.
      Écouteurs Bluetooth   | 7500  | PerUnit | 40  | headphones | oui | Écouteurs sans fil, 20 heures d’autonomie avec le boîtier.
      Power bank 20 000 mAh | 15000 | PerUnit | 25  | battery    | oui | Batterie externe 20 000 mAh, deux ports USB, charge rapide.
      Chargeur solaire      | 12500 | PerUnit | 18  | battery    | non | Panneau solaire pliable pour recharger le téléphone partout.
      Coque silicone        | 1500  | PerUnit | 100 | phone      | non | Coque souple pour Tecno, Itel et Samsung. Précisez le modèle.
    `,
    posts: [
      post(
        50,
        "Arrivage de téléphones neufs 📱 garantis 6 mois. Réparation d'écran en 1 heure à la boutique de Kati.",
        ['phone', 'Nouvel arrivage'],
      ),
    ],
  },
  {
    owner: person('Boubacar', 'Cissé', 'Homme', '65098731', 'Mopti', 'Sévaré'),
    shopName: 'Bogolan Mopti',
    category: 'Artisanat',
    biography: 'Bogolans peints à la main et objets d’art du pays dogon. Pièces uniques.',
    deliveryDelay: '5 jours',
    verified: false,
    motif: 'bogolan',
    palette: 'earth',
    products: `
      Bogolan mural 1,5 m | 25000 | PerUnit | 6  | bogolan | oui | Tenture en bogolan peinte à la boue du fleuve, motifs traditionnels.
      Coussin bogolan     | 8000  | PerUnit | 20 | cushion | oui | Housse de coussin 45 x 45 cm en bogolan, coton tissé main.
      Sac en bogolan      | 12000 | PerUnit | 15 | bag     | non | Sac cabas en bogolan doublé, anses en cuir.
      Masque dogon        | 30000 | PerUnit | 4  | mask    | oui | Masque sculpté en bois par un artisan de Bandiagara.
    `,
    posts: [
      post(
        120,
        'Chaque bogolan est peint à la main avec de la boue du fleuve Niger 🎨 Motifs traditionnels, couleurs naturelles.',
        ['bogolan', 'Bogolan peint à la main'],
      ),
    ],
  },
  {
    owner: person('Mahamane', 'Maïga', 'Homme', '79564023', 'Tombouctou', 'Sankoré'),
    shopName: 'Thé Tombouctou',
    category: 'Alimentation',
    biography: 'Tout pour le grin : thé vert, menthe, sucre, théières et verres. Depuis Tombouctou.',
    deliveryDelay: '1 semaine',
    verified: false,
    motif: 'teapot',
    palette: 'sand',
    products: `
      Thé vert de Chine 250 g | 2000 | PerUnit | 100 | leaf   | oui | Thé vert gunpowder, le thé des trois services. Paquet de 250 g.
      Théière en inox         | 6000 | PerUnit | 25  | teapot | oui | Théière traditionnelle en inox, contenance 0,5 litre.
      Verres à thé (6)        | 3000 | PerUnit | 30  | glass  | non | Lot de 6 petits verres à thé décorés.
      Sucre en morceaux 1 kg  | 800  | PerUnit | 80  | sugar  | non | Sucre en morceaux, boîte de 1 kg.
      Menthe fraîche          | 250  | PerUnit | 50  | leaf   | non | Botte de menthe fraîche pour parfumer votre thé.
    `,
    posts: [
      post(
        170,
        'Le premier thé est amer comme la vie, le deuxième doux comme l’amour, le troisième suave comme la mort 🍵 Tout pour votre grin ici !',
        ['teapot', 'Les trois thés'],
        ['glass', 'Verres du grin'],
      ),
    ],
  },
  {
    owner: person('Sékou', 'Sissoko', 'Homme', '76903318', 'Kayes', 'Plateau'),
    shopName: 'Boucherie Kayes',
    category: 'Alimentation',
    biography: 'Viande fraîche du jour et moutons de Tabaski élevés dans la région de Kayes.',
    deliveryDelay: '24 heures',
    verified: false,
    motif: 'meat',
    palette: 'crimson',
    products: `
      Viande de bœuf    | 3500  | PerKg   | 60 | meat   | oui | Viande de bœuf fraîche, découpée à la demande.
      Mouton de Tabaski | 95000 | PerUnit | 12 | sheep  | oui | Bélier bien nourri de 40 à 50 kg, livré le jour de la fête.
      Brochettes (10)   | 2500  | PerUnit | 40 | skewer | non | Dix brochettes de bœuf marinées, prêtes à griller.
      Viande de chèvre  | 4000  | PerKg   | 30 | meat   | non | Viande de chèvre fraîche, idéale pour le ragoût.
    `,
    posts: [
      post(
        20,
        'Moutons de Tabaski bien nourris, élevés à Kayes 🐏 Réservez le vôtre dès maintenant, livraison le jour J.',
        ['sheep', 'Moutons de Tabaski'],
      ),
    ],
  },
  {
    owner: person('Kadiatou', 'Touré', 'Femme', '78245106', 'Djenné', 'Djoboro'),
    shopName: 'Djenné Déco',
    category: 'Maison et décoration',
    biography: 'Poteries, vanneries et luminaires faits main à Djenné pour décorer votre maison.',
    deliveryDelay: '5 jours',
    verified: false,
    motif: 'vase',
    palette: 'terracotta',
    products: `
      Panier tressé       | 4500 | PerUnit | 30 | basket | oui | Panier tressé en fibres de palmier, avec anse. Diamètre 35 cm.
      Natte en paille     | 7000 | PerUnit | 20 | mat    | non | Natte traditionnelle 2 x 1,5 m, tressée main.
      Vase en terre cuite | 5000 | PerUnit | 15 | vase   | oui | Vase en terre cuite de Djenné, décor gravé à la main.
      Lampe en calebasse  | 9000 | PerUnit | 10 | lamp   | oui | Lampe en calebasse ajourée, lumière chaude et motifs au mur.
    `,
    posts: [
      post(
        95,
        'Poteries façonnées par les femmes de Djenné, cuites au feu de bois 🏺 Chaque pièce est unique.',
        ['vase', 'Poteries de Djenné'],
      ),
    ],
  },
  {
    owner: person('Salamatou', 'Yattara', 'Femme', '66139470', 'Gao', 'Aljanabandia'),
    shopName: 'Gao Cosmétiques',
    category: 'Beauté et cosmétiques',
    biography: 'Henné, encens thiouraye, khôl et huiles naturelles de Gao. Beauté traditionnelle songhaï.',
    deliveryDelay: '1 semaine',
    verified: false,
    motif: 'incense',
    palette: 'rose',
    products: `
      Henné naturel     | 1000 | PerUnit  | 50 | bowl    | oui | Poudre de henné naturel pour les mains, les pieds et les cheveux. Sachet de 100 g.
      Savon noir        | 750  | PerPiece | 80 | soap    | non | Savon noir traditionnel au beurre de karité et à la cendre.
      Encens thiouraye  | 3500 | PerUnit  | 40 | incense | oui | Mélange d’encens et de bois parfumés de Gao. Pot de 250 g.
      Khôl traditionnel | 1500 | PerUnit  | 30 | bottle  | non | Khôl en poudre dans son flacon, pour souligner le regard.
      Huile de nigelle  | 3000 | PerUnit  | 25 | bottle  | non | Huile de nigelle pure, flacon de 100 ml.
    `,
    posts: [
      post(
        210,
        'Le thiouraye de Gao, mélange d’encens et de bois parfumés 🌸 Votre maison sent bon toute la semaine.',
        ['incense', 'Thiouraye de Gao'],
      ),
    ],
  },
  {
    owner: person('Adama', 'Dembélé', 'Homme', '79871452', 'Koulikoro', 'Koulikoro Gare'),
    shopName: 'Koulikoro Agri',
    category: 'Agriculture et élevage',
    biography: 'Semences certifiées, engrais, poussins et petit matériel agricole. Conseils gratuits.',
    deliveryDelay: '3 jours',
    verified: true,
    motif: 'millet',
    palette: 'field',
    products: `
      Semences de maïs  | 1200  | PerKg   | 300  | millet       | oui | Semences de maïs certifiées, variété adaptée à la zone soudanienne.
      Engrais NPK 50 kg | 18000 | PerUnit | 40   | sack         | oui | Sac d’engrais NPK 15-15-15 de 50 kg pour céréales et maraîchage.
      Poussins de chair | 600   | PerUnit | 200  | chick        | non | Poussins d’un jour vaccinés, vendus à l’unité (minimum 20).
      Arrosoir 10 L     | 4500  | PerUnit | 25   | watering-can | non | Arrosoir galvanisé de 10 litres avec pomme.
      Mil local         | 350   | PerKg   | 1000 | millet       | non | Mil (souna) de Koulikoro, bien trié, vendu au kilo.
    `,
    posts: [
      post(
        140,
        "Préparez l'hivernage 🌱 Semences certifiées et engrais disponibles. Passez nous voir pour des conseils gratuits.",
        ['millet', "Préparez l'hivernage"],
      ),
    ],
  },
];

export const COMMENTS = [
  'Très beau travail 👏',
  'C’est disponible à Bamako ?',
  'Quel est le délai de livraison ?',
  'Je recommande, qualité au top !',
  'Le prix est négociable ?',
  'Magnifique !',
  'J’ai commandé la semaine passée, très satisfaite.',
  'Vous livrez à Kati ?',
  'Bonne continuation 🙏',
  'Il reste encore du stock ?',
];

export const REPLIES = [
  'Oui, nous livrons partout à Bamako en 48 heures.',
  'Merci beaucoup 🙏',
  'Passez votre commande et écrivez-nous dans la messagerie pour la livraison.',
  'Oui, il en reste. Commandez vite !',
];

export const REVIEWS = [
  'Service rapide et produits de qualité.',
  'Bon vendeur, je recommande.',
  'Livraison un peu lente mais produit conforme.',
  'Très bon accueil, je reviendrai.',
  null,
];
