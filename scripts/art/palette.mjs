// Design-guide palette: saffron–maroon–gold on cream, plus soft tints.
// Every colour used by the artwork comes from here so the set stays coherent.
export const C = {
  saffron: '#C2410C',
  orange: '#EA580C',
  maroon: '#7F1D1D',
  gold: '#F5B301',
  cream: '#FFFBF3',
  cream2: '#FDF3E1',
  ink: '#1F1A17',
  peach: '#FCD9B6',
  sand: '#FDE7C7',
  apricot: '#F8B46A',
  rust: '#9A3412',
  butter: '#FEF3C7',
  leaf: '#4D7C0F',
  // supporting shades derived from the above (shadows / highlights)
  amber: '#D97706', // shaded gold, brass in shadow
  bronze: '#B45309',
  wine: '#5B1414', // deepest maroon, night silhouettes
  clay: '#E07A3F',
  leaf2: '#65A30D',
  stone: '#E8D9C4', // warm limestone
  stone2: '#CDB89D',
  basalt: '#3A302B', // Trimbakeshwar's black stone
  basalt2: '#54463E',
  snow: '#FFFDF8',
  mist: '#EADFD3',
  skinA: '#8D5524',
  skinB: '#A8693A',
  skinC: '#C68A5A',
  skinD: '#E0AC7E',
  skinE: '#6B3E1F',
};

// Sky presets for cards: soft tints (the saturated dusk is kept for heroes).
export const SKY = {
  dawn: ['#FBD9C4', '#FFF4E6'],
  morning: ['#FEF3C7', '#FFFBF3'],
  noon: ['#FDE7C7', '#FFFBF3'],
  golden: ['#F8B46A', '#FDE7C7'],
  rose: ['#F6CDB8', '#FDF3E1'],
  mist: ['#EADFD3', '#FDF3E1'],
  night: ['#2A0F0F', '#7F1D1D'],
  twilight: ['#7F1D1D', '#E07A3F'],
  dusk: ['#5B1414', '#9A3412', '#EA580C', '#F8B46A', '#FDE7C7'], // heroes only
};
