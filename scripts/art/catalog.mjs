// The file-name contract: every artwork the web app and seed data reference,
// without the .svg suffix. generate.mjs fails if a builder is missing or extra.
const seq = (prefix, n, pad = 2) => Array.from({ length: n }, (_, i) => prefix + String(i + 1).padStart(pad, '0'));
const pre = (prefix, list) => list.split(' ').map((s) => prefix + s);
const triple = (list) => list.split(' ').flatMap((s) => [`product-${s}`, `product-${s}-2`, `product-${s}-3`]);

export const CATALOG = [
  'logo',
  'favicon',
  'kundli-chart',
  'empty-state',
  'not-found',
  ...pre('hero-', 'home pujas live chadhava donations store astro kundli temples prasad'),
  ...pre(
    'temple-',
    'kashi-vishwanath mahakaleshwar somnath kedarnath tirupati-balaji meenakshi jagannath-puri siddhivinayak vaishno-devi kamakhya dwarkadhish ramanathaswamy trimbakeshwar banke-bihari',
  ),
  ...pre(
    'puja-',
    'rudrabhishek maha-mrityunjaya navgraha-shanti lakshmi-kuber kaal-sarp-dosh satyanarayan hanuman-chalisa durga-saptashati ganesh-sankat-nashan shani-til-tel pitru-dosh mangal-dosh baglamukhi saraswati',
  ),
  ...seq('about-', 8, 1),
  ...pre('package-', 'single couple family joint-family'),
  ...pre(
    'chadhava-',
    'flowers ghee-diya coconut bel-patra vastra laddoo milk sindoor til-oil gau-seva anna-seva deep-daan',
  ),
  ...seq('event-', 8),
  ...pre(
    'campaign-',
    'annadaan-1 annadaan-2 gau-seva-1 gau-seva-2 temple-renovation-1 temple-renovation-2 social-1 social-2',
  ),
  ...pre('seva-', 'meal grain-sack fodder cow-adopt brick paint books blanket medicine water'),
  ...triple(
    'dhoti kurta saree shawl angavastram chunri rudraksha-mala brass-diya puja-thali incense kalash bell gangajal tulsi-mala',
  ),
  ...seq('pandit-', 8),
  ...seq('stream-', 10),
  ...seq('video-', 4),
  ...seq('avatar-', 10),
  ...seq('prasad-', 6),
];
