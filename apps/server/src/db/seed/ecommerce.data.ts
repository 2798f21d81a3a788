/** Word lists of the shop's demo data. The seed picks from them with deterministic SQL expressions. */

export const SEED_CATEGORIES = [
  { name: 'Electronics', slug: 'electronics', description: 'Phones, computers, audio and cameras.' },
  { name: 'Accessories', slug: 'accessories', description: 'Watches, bags, chargers and cases.' },
  { name: 'Shoes', slug: 'shoes', description: 'Running, walking and everyday shoes.' },
  { name: 'Office', slug: 'office', description: 'Desks, chairs, keyboards and supplies.' },
  { name: 'Home Decor', slug: 'home-decor', description: 'Clocks, lamps, plants and frames.' },
  { name: 'Games', slug: 'games', description: 'Consoles, controllers and games.' },
] as const;

/** [name, brand, category index 1-6 in SEED_CATEGORIES, price in dollars]. */
export const SEED_PRODUCTS: [string, string, number, number][] = [
  ['iPhone 14 Pro', 'Apple', 1, 999],
  ['Echo Dot (4th Gen)', 'Amazon', 1, 25.98],
  ['Dohioue Wall Clock', 'Dohioue', 5, 16.34],
  ['INZCOU Running Shoes', 'INZCOU', 3, 36.98],
  ['Apple Watch Series 7', 'Apple', 2, 799],
  ['Meta Quest 2', 'Meta', 6, 299],
  ['MacBook Pro 16', 'Apple', 1, 2648.95],
  ['SAMSUNG Galaxy S22 Ultra', 'Samsung', 1, 899],
  ['Air Jordan', 'Nike', 3, 125],
  ['VISKABACKA Armchair', 'IKEA', 4, 190.45],
  ['Nintendo Switch', 'Nintendo', 6, 296],
  ['PlayStation 5', 'Sony', 6, 499],
  ['Xbox Series X', 'Microsoft', 6, 499],
  ['Logitech MX Keys', 'Logitech', 4, 99.99],
  ['Canon EOS R6', 'Canon', 1, 2499],
  ['Bose QuietComfort 45', 'Bose', 1, 329],
  ['Sony WH-1000XM5', 'Sony', 1, 399.99],
  ['Ultraboost Light', 'Adidas', 3, 190],
  ['Classic Leather Sneakers', 'Reebok', 3, 80],
  ['Chuck Taylor All Star', 'Converse', 3, 60],
  ['Gel-Kayano 30', 'Asics', 3, 160],
  ['Ergonomic Office Chair', 'Herman Miller', 4, 1395],
  ['Standing Desk Frame', 'Flexispot', 4, 329.99],
  ['Moleskine Classic Notebook', 'Moleskine', 4, 19.95],
  ['LaserJet Pro Printer', 'HP', 4, 279],
  ['Ceramic Table Lamp', 'Habitat', 5, 45.5],
  ['Monstera Plant Pot', 'Bloomscape', 5, 29.99],
  ['Linen Throw Pillow', 'Parachute', 5, 59],
  ['Walnut Photo Frame', 'Umbra', 5, 24],
  ['Woven Wall Hanging', 'Urban Outfitters', 5, 39],
  ['Scented Soy Candle', 'Yankee Candle', 5, 29.5],
  ['Leather Laptop Sleeve', 'Bellroy', 2, 89],
  ['MagSafe Charger', 'Apple', 2, 39],
  ['Galaxy Buds2 Pro', 'Samsung', 2, 229.99],
  ['Travel Backpack 28L', 'Peak Design', 2, 299.95],
  ['Aviator Sunglasses', 'Ray-Ban', 2, 163],
  ['Fitbit Charge 6', 'Google', 2, 159.95],
  ['DualSense Controller', 'Sony', 6, 69.99],
  ['Xbox Wireless Controller', 'Microsoft', 6, 59.99],
  ['The Legend of Zelda: TOTK', 'Nintendo', 6, 69.99],
  ['Catan Board Game', 'Kosmos', 6, 49],
  ['Steam Deck OLED', 'Valve', 6, 549],
  ['iPad Air', 'Apple', 1, 599],
  ['Pixel 8', 'Google', 1, 699],
  ['Kindle Paperwhite', 'Amazon', 1, 149.99],
  ['GoPro HERO12', 'GoPro', 1, 399.99],
  ['OnePlus 11', 'OnePlus', 1, 699.99],
  ['Dell UltraSharp 27', 'Dell', 4, 519.99],
  ['Desk Organizer Set', 'Poppin', 4, 32],
  ['Velvet Accent Chair', 'West Elm', 5, 449],
];

export const FIRST_NAMES =
  'Olivia Liam Emma Noah Ava Elijah Sophia Lucas Mia Mateo Amelia Levi Harper Ethan Evelyn Aarav Chloe Wei Camille Gabriel Isabela Rafael Priya Arjun Mei Hugo Zoe Jack Grace Leo Nora Kai Lina Omar Sara Diego Anika Jules Yara Theo'.split(
    ' ',
  );

export const LAST_NAMES =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Martin Bernard Dubois Moreau Wang Li Zhang Chen Silva Santos Oliveira Souza Sharma Patel Singh Kumar Wilson Taylor Anderson Thomas Moore Lee Walker Hall Young King Wright Lopez Hill Scott Green Baker'.split(
    ' ',
  );

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me', 'mail.com'];

/** The spec's six customer countries, each with a few cities, a phone prefix and a postal code shape. */
export const SEED_COUNTRIES: { name: string; code: string; phone: string; cities: [string, string][] }[] = [
  {
    name: 'Australia',
    code: 'au',
    phone: '+61',
    cities: [
      ['Sydney', 'NSW'],
      ['Melbourne', 'VIC'],
      ['Brisbane', 'QLD'],
    ],
  },
  {
    name: 'United States',
    code: 'us',
    phone: '+1',
    cities: [
      ['New York', 'NY'],
      ['Austin', 'TX'],
      ['Seattle', 'WA'],
    ],
  },
  {
    name: 'France',
    code: 'fr',
    phone: '+33',
    cities: [
      ['Paris', 'Île-de-France'],
      ['Lyon', 'Rhône'],
      ['Nantes', 'Loire-Atlantique'],
    ],
  },
  {
    name: 'China',
    code: 'cn',
    phone: '+86',
    cities: [
      ['Shanghai', 'Shanghai'],
      ['Beijing', 'Beijing'],
      ['Shenzhen', 'Guangdong'],
    ],
  },
  {
    name: 'Brazil',
    code: 'br',
    phone: '+55',
    cities: [
      ['São Paulo', 'SP'],
      ['Rio de Janeiro', 'RJ'],
      ['Curitiba', 'PR'],
    ],
  },
  {
    name: 'India',
    code: 'in',
    phone: '+91',
    cities: [
      ['Mumbai', 'Maharashtra'],
      ['Bengaluru', 'Karnataka'],
      ['Delhi', 'Delhi'],
    ],
  },
];

export const STREETS = [
  'Maple Street',
  'Oak Avenue',
  'Cedar Lane',
  'Park Road',
  'River Walk',
  'Hill Crescent',
  'Station Road',
  'Market Street',
  'Garden Way',
  'Lake View',
  'Church Lane',
  'Sunset Boulevard',
];

/** Review titles and texts by mood: [good (4-5), mixed (3), poor (1-2)]. */
export const REVIEW_HEADS = [
  [
    'Absolutely love it',
    'Great value for money',
    'Exceeded my expectations',
    'Would buy again',
    'Five stars',
  ],
  ['Does the job', 'Decent, not perfect', 'Okay for the price', 'Mixed feelings', 'Average quality'],
  ['Disappointed', 'Not as described', 'Stopped working', 'Poor quality', 'Would not recommend'],
];

export const REVIEW_PARAS = [
  [
    'Arrived quickly and works exactly as described. Very happy with this purchase.',
    'The build quality is excellent and it looks even better in person.',
    'I use it every day; it made my routine much easier.',
    'Bought it as a gift and they loved it. Packaging was great too.',
  ],
  [
    'It works, but the instructions could be clearer.',
    'Good enough for everyday use, though a few details feel cheap.',
    'Shipping took longer than expected, the product itself is fine.',
    'Not bad, but I expected a little more for the price.',
  ],
  [
    'It broke after two weeks and support was slow to answer.',
    'The colour and size were not what the photos showed.',
    'Returned it: it did not work with my setup at all.',
    'Feels flimsy and stopped charging after a few days.',
  ],
];
